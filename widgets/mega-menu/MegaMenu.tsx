import {
  autoUpdate,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { LayoutGrid } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { Icon } from '../../src/ui/Icon';
import { useCategories, useT } from '../../src/ui/souq';
import { useOverlayContainer } from '../../src/ui/WidgetRoot';
import { CategoryPanel, type InitialFocus } from './CategoryPanel';
import { CategoryStatus } from './CategoryStatus';
import * as css from './MegaMenu.css';
import { nextTabbable } from './nextTabbable';

/** Props of `MegaMenu`. */
export interface MegaMenuProps {
  /** Called when the panel opens or closes (the header stays in view while it is open). */
  onOpenChange?: ((open: boolean) => void) | undefined;
}

const FOCUSABLE_IN_PANEL = '[tabindex="0"], button:not([disabled])';

/**
 * The categories mega-menu (spec §2 "Desktop header"): a Categories button opening a panel with
 * the parent categories at the inline start and the pointed or focused parent's children, with
 * pictures and a See All link, at the inline end. Keyboard: a disclosure whose panel is one Tab
 * stop; Down or Up on the button opens it on the first or last parent, Down, Up, Home and End
 * walk a column, the inline-end arrow enters the children and the inline-start arrow comes back,
 * Escape closes it onto the button and Tab moves on past the button. The tree is cached
 * 480 000 ms and shared with every other reader on the page.
 */
export function MegaMenu({ onOpenChange }: MegaMenuProps): ReactNode {
  const t = useT();
  const container = useOverlayContainer();
  const panelId = useId();
  const { state, retry } = useCategories();
  const [open, setOpenState] = useState(false);
  const [initialFocus, setInitialFocus] = useState<InitialFocus>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const setOpen = (next: boolean, focus: InitialFocus = null) => {
    setInitialFocus(focus);
    if (next === open) return;
    setOpenState(next);
    onOpenChange?.(next);
  };
  const closeOntoTrigger = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => setOpen(next),
    // floating-ui mirrors a start alignment itself in right-to-left text.
    placement: 'bottom-start',
    middleware: [offset(8), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  // Escape and Tab are handled below, where the focus is known.
  const dismiss = useDismiss(context, { escapeKey: false });
  const { getReferenceProps, getFloatingProps } = useInteractions([dismiss]);
  const setTrigger = (element: HTMLButtonElement | null) => {
    trigger.current = element;
    refs.setReference(element);
  };
  const setPanel = (element: HTMLDivElement | null) => {
    panel.current = element;
    refs.setFloating(element);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true, { at: event.key === 'ArrowDown' ? 'first' : 'last' });
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    } else if (event.key === 'Tab' && open && !event.shiftKey) {
      const entry = panel.current?.querySelector<HTMLElement>(FOCUSABLE_IN_PANEL);
      if (entry) {
        event.preventDefault();
        entry.focus();
      } else setOpen(false);
    } else if (event.key === 'Tab' && open) {
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      closeOntoTrigger();
    }
    if (event.key !== 'Tab' || !trigger.current) return;
    const next = event.shiftKey ? trigger.current : nextTabbable(trigger.current, panel.current);
    setOpen(false);
    // Nothing follows in this root (the end of a shadow root): the browser moves on from the
    // button, leaving the widget as if the panel had not been there.
    if (next === null) trigger.current.focus();
    else {
      event.preventDefault();
      next.focus();
    }
  };

  // The focus left both the button and the panel some other way (a screen reader's jump).
  const onPanelBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && (panel.current?.contains(to) || trigger.current?.contains(to)))
      return;
    if (to !== null) setOpen(false);
  };

  return (
    <>
      <button
        ref={setTrigger}
        type="button"
        className={css.trigger}
        part="trigger"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        {...getReferenceProps({
          onClick: () => setOpen(!open),
          onKeyDown: onTriggerKeyDown,
        })}
      >
        <Icon icon={LayoutGrid} size={18} />
        {t('Categories')}
      </button>
      {open && (
        <FloatingPortal root={container}>
          <div
            ref={setPanel}
            id={panelId}
            className={css.panel}
            part="panel"
            // Positions are measured at run time, so they cannot live in a stylesheet.
            style={floatingStyles}
            {...getFloatingProps({ onKeyDown: onPanelKeyDown, onBlur: onPanelBlur })}
          >
            {state.status === 'success' && state.data.length > 0 ? (
              <CategoryPanel
                categories={state.data}
                initialFocus={initialFocus}
                onEscape={closeOntoTrigger}
                onFollow={() => setOpen(false)}
              />
            ) : (
              <CategoryStatus
                state={state}
                onRetry={() => {
                  // The button goes while loading; the first parent takes the focus after.
                  setInitialFocus({ at: 'first' });
                  retry();
                }}
              />
            )}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
