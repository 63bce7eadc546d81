import { Fragment, type ReactNode } from 'react';
import { latinRuns } from './latinRuns';

/** Props of `IsolatedLabel`. */
export interface IsolatedLabelProps {
  /** The label as translated, in any script or a mix of them. */
  text: string;
}

/**
 * A label whose Latin names ("3-D Secure", "App Store") are each a `<bdi>`, so they read whole
 * and left to right inside Arabic text, and whose whole text is isolated from the icons and hints
 * around it.
 */
export function IsolatedLabel({ text }: IsolatedLabelProps): ReactNode {
  return (
    <bdi>
      {latinRuns(text).map(({ text: piece, latin, at }) =>
        latin ? (
          <bdi key={at} dir="ltr">
            {piece}
          </bdi>
        ) : (
          <Fragment key={at}>{piece}</Fragment>
        ),
      )}
    </bdi>
  );
}
