import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { icon as iconClass, mirrored } from './Icon.css';

/** Default icon size in CSS pixels: the size of icons in controls. */
export const DEFAULT_ICON_SIZE = 20;

/** Props of `Icon`. */
export interface IconProps {
  /** A lucide icon component, imported by name (`import { ChevronRight } from 'lucide-react'`). */
  icon: LucideIcon;
  /** Width and height: a number of pixels or a CSS length; 20 by default. */
  size?: number | string | undefined;
  /** Flips the icon in right-to-left text; for icons that point somewhere. */
  mirrorInRtl?: boolean | undefined;
  className?: string | undefined;
}

/**
 * A decorative lucide icon: always hidden from screen readers, because the control or text
 * beside it carries the meaning.
 */
export function Icon({
  icon: LucideComponent,
  size = DEFAULT_ICON_SIZE,
  mirrorInRtl,
  className,
}: IconProps): ReactNode {
  const classes = [iconClass, mirrorInRtl ? mirrored : '', className ?? ''].filter(Boolean);
  return (
    <LucideComponent
      aria-hidden="true"
      focusable="false"
      size={size}
      className={classes.join(' ')}
    />
  );
}
