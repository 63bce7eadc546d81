import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { IconButton } from '../../src/ui/IconButton';
import { useT } from '../../src/ui/souq';
import { SearchBox } from '../search-box';
import * as css from './MobileNav.css';

/** Props of `SearchPanel`. */
export interface SearchPanelProps {
  /** The panel's id, for the buttons that reveal it. */
  id: string;
  /** Changes each time the box should take the focus (on every reveal, even when shown). */
  focusRequest: number;
  /** Hides the panel: its close button, or Escape once the box has nothing left to close. */
  onClose: () => void;
}

/**
 * The search box revealed under the mobile header, across its width, with a close button. It
 * takes the focus whenever it is asked for.
 */
export function SearchPanel({ id, focusRequest, onClose }: SearchPanelProps): ReactNode {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new request focuses the box again
  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [focusRequest]);

  // The box uses Escape first (closing its suggestions, then clearing the text); only an Escape
  // it left alone hides the panel.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  return (
    <div ref={panel} id={id} role="search" className={css.searchPanel} onKeyDown={onKeyDown}>
      <div className={css.searchSlot}>
        <SearchBox />
      </div>
      <IconButton icon={X} label={t('Close search')} onClick={onClose} />
    </div>
  );
}
