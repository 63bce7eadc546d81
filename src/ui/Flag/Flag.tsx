import { type ReactNode, useId } from 'react';
import { DEFAULT_ICON_SIZE } from '../Icon';
import * as css from './Flag.css';
import type { FlagIcon } from './flagIcon';
import { FLAG_ICONS } from './flagIcons';
import { renderSvgNodes } from './svgNodes';

/** Props of `Flag`. */
export interface FlagProps {
  /** The country's ISO 3166-1 alpha-2 code, in either case (`eg`, `SA`). */
  code: string;
  /** Width and height: a number of pixels or a CSS length; the icon size (20) by default. */
  size?: number | string | undefined;
  className?: string | undefined;
}

/** The kit's flag for a country code, if it has one. */
export function flagIconOf(code: string): FlagIcon | undefined {
  const key = code.toLowerCase();
  return Object.hasOwn(FLAG_ICONS, key) ? FLAG_ICONS[key as keyof typeof FLAG_ICONS] : undefined;
}

// The side of the view box of the disc drawn for a country without a flag.
const DISC_SIZE = 512;

/**
 * A country's round flag. Decorative: always hidden from screen readers, because the country's
 * name is written beside it. A country the kit has no flag for gets a plain disc. `data-flag`
 * names what was drawn: the lower-case code, or `unknown`.
 */
export function Flag({ code, size = DEFAULT_ICON_SIZE, className }: FlagProps): ReactNode {
  // React's ids may hold characters that are not valid inside `url(#…)`.
  const prefix = `${useId().replace(/[^\w-]/g, '')}-`;
  const icon = flagIconOf(code);
  const classes = className ? `${css.flag} ${className}` : css.flag;
  const viewBox = icon ? `0 0 ${icon.width} ${icon.height}` : `0 0 ${DISC_SIZE} ${DISC_SIZE}`;
  return (
    <svg
      viewBox={viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={classes}
      data-flag={icon ? code.toLowerCase() : 'unknown'}
    >
      {icon ? (
        renderSvgNodes(icon.body, prefix)
      ) : (
        <circle
          cx={DISC_SIZE / 2}
          cy={DISC_SIZE / 2}
          r={DISC_SIZE / 2}
          className={css.unknownDisc}
        />
      )}
    </svg>
  );
}
