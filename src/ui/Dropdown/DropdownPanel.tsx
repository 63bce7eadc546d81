import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import type { HTMLProps, ReactNode } from 'react';
import { useOverlayContainer } from '../WidgetRoot';
import type { Dropdown } from './useDropdown';

/** Props of `DropdownPanel`: the dropdown it belongs to, and the panel element's own props. */
export interface DropdownPanelProps extends Omit<HTMLProps<HTMLDivElement>, 'ref' | 'style'> {
  dropdown: Dropdown;
  /** Closes the dropdown (Tab leaves it like Escape does). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The open list of a `useDropdown`, in the widget's overlay container. It has no focus guards:
 * their focusable `aria-hidden` spans fail axe. Tab is handled here instead: like Escape it
 * closes the list onto its button, and the next Tab moves on.
 */
export function DropdownPanel({
  dropdown,
  onClose,
  children,
  ...panel
}: DropdownPanelProps): ReactNode {
  const container = useOverlayContainer();
  return (
    <FloatingPortal root={container} preserveTabOrder={false}>
      <FloatingFocusManager context={dropdown.context} modal={false} guards={false}>
        <div
          ref={dropdown.refs.setFloating}
          // Positions are measured at run time, so they cannot live in a stylesheet.
          style={dropdown.floatingStyles}
          {...dropdown.getFloatingProps({
            ...panel,
            onKeyDown: (event) => {
              if (event.key !== 'Tab') return;
              event.preventDefault();
              onClose();
            },
          })}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
