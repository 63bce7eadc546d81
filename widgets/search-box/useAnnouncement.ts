import { useT } from '../../src/ui/souq';
import type { DropdownView } from './dropdownView';

/** What a screen reader hears, politely, as the shown dropdown changes; '' while it is closed. */
export function useAnnouncement(view: DropdownView, showing: boolean, optionCount: number): string {
  const t = useT();
  if (!showing) return '';
  switch (view.kind) {
    case 'loading':
      return t('Loading');
    case 'results':
      return t('search_results_count', { count: optionCount });
    case 'noResults':
      return t('Items not found!');
    case 'recent':
    case 'nothing':
      return '';
    default:
      return view satisfies never;
  }
}
