import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { SEARCH_TABS, type SearchTab } from '../../src/core/search';
import { arrowStep } from '../../src/ui/keyboard/arrowStep';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './SearchPage.css';

/** Props of `ResultTabs`. */
export interface ResultTabsProps {
  value: SearchTab;
  onChange: (tab: SearchTab) => void;
  /** The id of the tab panel the tabs control. */
  panelId: string;
  /** Gives each tab's id, so the panel can be named by the selected one. */
  tabId: (tab: SearchTab) => string;
}

/**
 * Items or stores, as WAI-ARIA tabs: one tab stop; the arrow keys (mirrored in Arabic), Home and
 * End move to a tab and show it.
 */
export function ResultTabs({ value, onChange, panelId, tabId }: ResultTabsProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const tabs = useRef(new Map<SearchTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = SEARCH_TABS.length;
    const current = SEARCH_TABS.indexOf(value);
    const step = arrowStep(event.key, locale.direction.value);
    let next: SearchTab | undefined;
    if (step !== 0) next = SEARCH_TABS[(current + step + count) % count];
    else if (event.key === 'Home') next = SEARCH_TABS[0];
    else if (event.key === 'End') next = SEARCH_TABS[count - 1];
    if (next === undefined) return;
    event.preventDefault();
    tabs.current.get(next)?.focus();
    if (next !== value) onChange(next);
  };

  return (
    <div role="tablist" aria-label={t('Results')} className={css.tabs} onKeyDown={onKeyDown}>
      {SEARCH_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) tabs.current.set(tab, element);
            return () => {
              tabs.current.delete(tab);
            };
          }}
          id={tabId(tab)}
          type="button"
          role="tab"
          aria-selected={tab === value}
          aria-controls={panelId}
          tabIndex={tab === value ? 0 : -1}
          className={css.tab}
          onClick={() => {
            if (tab !== value) onChange(tab);
          }}
        >
          {tab === 'items' ? t('Items') : t('Stores')}
        </button>
      ))}
    </div>
  );
}
