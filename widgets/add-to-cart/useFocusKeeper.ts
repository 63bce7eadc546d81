import { type RefObject, useLayoutEffect, useRef } from 'react';

/** What a widget whose controls swap needs to keep the keyboard focus. */
export interface FocusKeeper {
  /** The widget's root element. */
  root: RefObject<HTMLDivElement | null>;
  /** Call when the shopper acts on a control that the action will replace. */
  acted(): void;
  /** Call when the action changed nothing after all, so a later change keeps its hands off. */
  settled(): void;
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled])';

/**
 * Keeps the focus inside a widget whose controls swap (Add to Cart becomes a stepper, a stepper
 * at 1 becomes Add to Cart again). The focused control is removed with the old view and the
 * browser drops the focus to the page; after an action of the shopper's, the first control of the
 * new view takes it instead.
 */
export function useFocusKeeper(view: string): FocusKeeper {
  const root = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  const shownView = useRef(view);

  useLayoutEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const node = root.current;
    if (!pending.current || node === null) return;
    pending.current = false;
    const active = node.ownerDocument.activeElement;
    if (active !== null && active !== node.ownerDocument.body) return;
    node.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [view]);

  return {
    root,
    acted: () => {
      pending.current = true;
    },
    settled: () => {
      pending.current = false;
    },
  };
}
