import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { arrowStep } from '../../src/ui/keyboard/arrowStep';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './OrderList.css';
import { ORDER_LIST_TABS, type OrderListTab } from './orderListTab';

/** Props of `OrderTabs`. */
export interface OrderTabsProps {
  value: OrderListTab;
  onChange: (tab: OrderListTab) => void;
  /** The id of the element naming the tab list (the page's heading). */
  labelledBy: string;
  /** The id the chosen tab's panel carries, for `aria-controls`. */
  panelId: string;
  /** The id of a tab, for the panel's `aria-labelledby`. */
  tabId: (tab: OrderListTab) => string;
}

/**
 * In progress and Previous as WAI-ARIA tabs: one tab stop (the chosen tab); the arrow keys move
 * and choose, following the text (in Arabic left is "next"); Home and End go to the ends.
 */
export function OrderTabs({
  value,
  onChange,
  labelledBy,
  panelId,
  tabId,
}: OrderTabsProps): ReactNode {
  useSignals();
  const t = useT();
  const { locale } = useSouq();
  const buttons = useRef(new Map<OrderListTab, HTMLButtonElement>());

  const choose = (tab: OrderListTab) => {
    onChange(tab);
    buttons.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = ORDER_LIST_TABS.length - 1;
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else {
      // Up and down belong to the page's scrolling in a horizontal tab list.
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') return;
      const step = arrowStep(event.key, locale.direction.value);
      if (step === 0) return;
      next =
        (ORDER_LIST_TABS.indexOf(value) + step + ORDER_LIST_TABS.length) % ORDER_LIST_TABS.length;
    }
    event.preventDefault();
    const tab = ORDER_LIST_TABS[next];
    if (tab !== undefined) choose(tab);
  };

  return (
    <div role="tablist" aria-labelledby={labelledBy} className={css.tabs} onKeyDown={onKeyDown}>
      {ORDER_LIST_TABS.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(button) => {
              if (button) buttons.current.set(tab, button);
              else buttons.current.delete(tab);
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className={css.tab}
            onClick={() => choose(tab)}
          >
            {t('order_list_tab', { tab })}
          </button>
        );
      })}
    </div>
  );
}
