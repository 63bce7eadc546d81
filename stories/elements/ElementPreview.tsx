import { Canvas } from '@storybook/addon-docs/blocks';
import type { ComponentProps, ReactNode } from 'react';
import * as css from './elementReference.css';

type CanvasProps = ComponentProps<typeof Canvas>;

/** Props of `ElementPreview`. */
export interface ElementPreviewProps {
  /** The widget's story to show, from its `widgets/<name>/<Name>.stories.tsx`. */
  of: NonNullable<CanvasProps['of']>;
  /** All exports of that stories file: the docs page is not attached to it. */
  meta: NonNullable<CanvasProps['meta']>;
  /**
   * Room the widget needs under it: `popover` for a menu or picker it opens, `sheet` for a
   * drawer or a phone's bottom bar, which open inside the preview. None by default.
   */
  room?: PreviewRoom;
}

/** How much room a preview keeps for what its widget opens. */
export type PreviewRoom = 'none' | 'popover' | 'sheet';

const STAGES: Readonly<Record<PreviewRoom, string>> = {
  none: css.stage,
  popover: css.popoverStage,
  sheet: css.sheetStage,
};

/**
 * The element's React widget, live in the toolbar's language and theme. Its overlays stay in the
 * preview's box; the code panel is off because the page's snippet is the HTML a partner writes.
 */
export function ElementPreview({ of, meta, room = 'none' }: ElementPreviewProps): ReactNode {
  return <Canvas of={of} meta={meta} className={STAGES[room]} sourceState="none" layout="padded" />;
}
