import type { CartItem } from '../../core/api/wire';
import { lineSnapshot, shopDigits } from '../../core/events/cartSnapshot';
import {
  dispatchSouqEvent,
  type SouqEventDetails,
  type SouqEventName,
} from '../../core/events/souqEvents';
import { useSouq } from '../../ui/souq/SouqProvider';
import { useOverlayContainerReader } from '../../ui/WidgetRoot';
import { useHostElement } from './hostElement';

/** How a widget fires `souq:*` events. */
export interface SouqEvents {
  /** Fires an event; false when a listener cancelled it. */
  dispatch<Name extends SouqEventName>(name: Name, detail: SouqEventDetails[Name]): boolean;
  /** Fires `souq:item-add` or `souq:item-remove` for a cart line. */
  dispatchLine(name: 'souq:item-add' | 'souq:item-remove', line: CartItem): void;
}

/**
 * Fires events from the custom element the widget renders in. Used as a React component, the
 * widget has no element of its own: events leave from its WidgetRoot instead, so they still
 * bubble through the developer's DOM (and from `document` outside any WidgetRoot).
 */
export function useSouqEvents(): SouqEvents {
  const core = useSouq();
  const host = useHostElement();
  const widgetRoot = useOverlayContainerReader();
  const dispatch: SouqEvents['dispatch'] = (name, detail) =>
    dispatchSouqEvent(host ?? widgetRoot() ?? document, name, detail);
  return {
    dispatch,
    dispatchLine: (name, line) => {
      dispatch(name, lineSnapshot(line, shopDigits(core)));
    },
  };
}
