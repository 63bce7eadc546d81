import type { ComponentType, ReactNode } from 'react';
import { useHostElement } from './hostElement';

/** Props of a widget that opens and closes: a drawer. */
export interface Openable {
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * Wraps a drawer so that its element's `open` attribute follows the shopper: present while the
 * sheet is open, removed when it closes. Without it, an attribute the page set would stay after
 * the shopper closed the sheet, and setting it again would change nothing.
 */
export function reflectOpen<Props extends Openable>(Widget: ComponentType<Props>) {
  function OpenReflected(props: Props): ReactNode {
    const host = useHostElement();
    const onOpenChange = (open: boolean) => {
      // Set, not toggled: `open="false"` (the property's way of closing) must become open too.
      if (open) host?.setAttribute('open', '');
      else host?.removeAttribute('open');
      props.onOpenChange?.(open);
    };
    return <Widget {...props} onOpenChange={onOpenChange} />;
  }
  OpenReflected.displayName = `ReflectOpen(${Widget.displayName ?? Widget.name})`;
  return OpenReflected;
}
