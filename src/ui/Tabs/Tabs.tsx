import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useRef } from 'react';
import { arrowStep } from '../keyboard/arrowStep';
import { useSouq } from '../souq';
import * as css from './Tabs.css';

/** What names the tab list: words of its own, or the element that already says them (a heading). */
export type TabListName =
  | { label: string; labelledBy?: never }
  | { labelledBy: string; label?: never };

/** Props of `Tabs`. */
export type TabsProps<T extends string> = TabListName & {
  /** The tabs, in reading order. */
  tabs: readonly T[];
  /** The chosen tab: its panel is the one shown. */
  value: T;
  /** A tab was clicked or reached with the keyboard (it may be the chosen one again). */
  onChange: (tab: T) => void;
  /** What a tab says. */
  renderTab: (tab: T) => ReactNode;
  /** The chosen tab's panel. */
  children: ReactNode;
  /** The panel's element, for a page that moves the keyboard's place onto it. */
  panelRef?: Ref<HTMLDivElement> | undefined;
  panelClassName?: string | undefined;
  /** The panel's content is loading (`aria-busy`). */
  busy?: boolean | undefined;
};

/**
 * WAI-ARIA tabs and the chosen tab's panel: one tab stop (the chosen tab); the arrow keys move
 * and choose, following the text (in Arabic left is "next"), Home and End go to the ends. Up and
 * down are left to the page's scrolling, as the list runs along the line.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  renderTab,
  label,
  labelledBy,
  children,
  panelRef,
  panelClassName,
  busy,
}: TabsProps<T>): ReactNode {
  useSignals();
  const { locale } = useSouq();
  const id = useId();
  const panelId = `${id}-panel`;
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const choose = (tab: T) => {
    onChange(tab);
    buttons.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else {
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') return;
      const step = arrowStep(event.key, locale.direction.value);
      if (step === 0) return;
      next = (tabs.indexOf(value) + step + tabs.length) % tabs.length;
    }
    event.preventDefault();
    const tab = tabs[next];
    if (tab !== undefined) choose(tab);
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        aria-labelledby={labelledBy}
        className={css.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab === value;
          return (
            <button
              key={tab}
              ref={(button) => {
                if (button) buttons.current.set(tab, button);
                return () => {
                  buttons.current.delete(tab);
                };
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
              {renderTab(tab)}
            </button>
          );
        })}
      </div>
      {/* No tab stop of its own, but a page may move focus here (a Try again that gives way). */}
      <div
        ref={panelRef}
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(value)}
        aria-busy={busy}
        tabIndex={-1}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
