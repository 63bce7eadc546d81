import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { STORE_LISTS, type StoreListName } from '../../src/core/api/wire';
import { arrowStep } from '../../src/ui/keyboard/arrowStep';
import { type Translator, useSouq, useT } from '../../src/ui/souq';
import * as css from './StoresPage.css';

/** What each store list's tab is called. */
function tabLabel(list: StoreListName, t: Translator): string {
  switch (list) {
    case 'all':
      return t('All');
    case 'popular':
      return t('Popular');
    case 'latest':
      return t('Latest');
    case 'top-rated':
      return t('Top rated');
    case 'discounted':
      return t('Discounted');
    default:
      return list satisfies never;
  }
}

/** Props of `StoreListTabs`. */
export interface StoreListTabsProps {
  value: StoreListName;
  onChange: (list: StoreListName) => void;
  /** The id a tab's panel carries, for `aria-controls`. */
  panelId: string;
  /** The id of a list's tab, for the panel's `aria-labelledby`. */
  tabId: (list: StoreListName) => string;
}

/**
 * The store lists as WAI-ARIA tabs: one tab stop (the chosen list); arrow keys move and choose,
 * following the text (in Arabic left is "next"); Home and End go to the ends.
 */
export function StoreListTabs({ value, onChange, panelId, tabId }: StoreListTabsProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const tabs = useRef(new Map<StoreListName, HTMLButtonElement>());

  const choose = (list: StoreListName) => {
    onChange(list);
    tabs.current.get(list)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = STORE_LISTS.indexOf(value);
    const last = STORE_LISTS.length - 1;
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else {
      // Up and down belong to the page's scrolling in a horizontal tab list.
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') return;
      const step = arrowStep(event.key, locale.direction.value);
      if (step === 0) return;
      next = (at + step + STORE_LISTS.length) % STORE_LISTS.length;
    }
    event.preventDefault();
    const list = STORE_LISTS[next];
    if (list !== undefined) choose(list);
  };

  return (
    <div role="tablist" aria-label={t('Store lists')} className={css.tabs} onKeyDown={onKeyDown}>
      {STORE_LISTS.map((list) => {
        const selected = list === value;
        return (
          <button
            key={list}
            ref={(button) => {
              if (button) tabs.current.set(list, button);
              else tabs.current.delete(list);
            }}
            id={tabId(list)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className={css.tab}
            onClick={() => choose(list)}
          >
            {tabLabel(list, t)}
          </button>
        );
      })}
    </div>
  );
}
