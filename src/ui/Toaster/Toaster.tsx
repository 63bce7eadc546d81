import { useSignals } from '@preact/signals-react/runtime';
import { type FocusEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSouq } from '../souq/SouqProvider';
import { useOverlayContainer } from '../WidgetRoot/overlayContainer';
import * as css from './Toaster.css';
import { ToastItem } from './ToastItem';

type Hold = 'pointer' | 'focus';

function focusedIn(element: HTMLElement): Element | null {
  // Inside a shadow root the document only knows the host is focused; the root knows the button.
  const root = element.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active !== null && element.contains(active) ? active : null;
}

/**
 * Shows the core's toasts in the block-end, inline-end corner. Errors go to an assertive alert
 * region, everything else to a polite status region; both stay mounted so screen readers hear
 * what is added. While the pointer or the focus is on a toast every countdown is frozen.
 * Renders into its WidgetRoot's overlay layer (a plain React portal: the toaster needs none of
 * the floating layer's positioning, so an element without popovers never loads it).
 */
export function Toaster(): ReactNode {
  useSignals();
  const { toasts } = useSouq();
  const container = useOverlayContainer();
  const viewport = useRef<HTMLDivElement>(null);
  const holds = useRef<Record<Hold, boolean>>({ pointer: false, focus: false });
  const cameFrom = useRef<HTMLElement | null>(null);
  const shown = toasts.toasts.value.filter((toast) => toast.visible);

  // The last toast may leave from under the pointer without a mouseleave; an empty toaster must
  // not keep the next toast's countdown frozen.
  const empty = shown.length === 0;
  useEffect(() => {
    if (!empty) return;
    holds.current = { pointer: false, focus: false };
    toasts.resume();
  }, [empty, toasts]);

  function hold(kind: Hold, on: boolean): void {
    holds.current[kind] = on;
    if (holds.current.pointer || holds.current.focus) toasts.pause();
    else toasts.resume();
  }

  function onFocus(event: FocusEvent<HTMLElement>): void {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    }
    hold('focus', true);
  }

  function onBlur(event: FocusEvent<HTMLElement>): void {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
  }

  // A dismissed toast takes its focused button with it; the focus moves to a neighbouring
  // toast, or back where it came from, rather than falling to the page with the toasts held.
  function dismiss(id: string): void {
    const element = viewport.current;
    const focused = element === null ? null : focusedIn(element);
    if (element !== null && focused !== null) {
      const buttons = [...element.querySelectorAll('button')];
      const index = focused instanceof HTMLButtonElement ? buttons.indexOf(focused) : -1;
      const neighbour = index === -1 ? undefined : (buttons[index + 1] ?? buttons[index - 1]);
      if (neighbour !== undefined) neighbour.focus();
      else if (cameFrom.current?.isConnected) cameFrom.current.focus();
      else if (focused instanceof HTMLElement) focused.blur();
    }
    toasts.dismiss(id);
  }

  if (container === null) return null;
  return createPortal(
    <div
      ref={viewport}
      className={css.viewport}
      onMouseEnter={() => hold('pointer', true)}
      onMouseLeave={() => hold('pointer', false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div role="status" aria-live="polite" className={css.region}>
        {shown
          .filter((toast) => toast.ariaLive === 'polite')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className={css.region}>
        {shown
          .filter((toast) => toast.ariaLive === 'assertive')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
      </div>
    </div>,
    container,
  );
}
