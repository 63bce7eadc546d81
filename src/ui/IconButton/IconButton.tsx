import { useSignals } from '@preact/signals-react/runtime';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber, type Locale } from '../../core/i18n';
import { Button, type ButtonElementProps } from '../Button';
import { Icon } from '../Icon';
import { useSouq } from '../souq';
import { VisuallyHidden } from '../VisuallyHidden';
import { badge as badgeClass, square } from './IconButton.css';

/** Counts above this show as "99+", so the bubble stays a bubble. */
export const MAX_BADGE_COUNT = 99;

/** Props of `IconButton`: those of a `<button>` `Button` but without children or full width. */
export type IconButtonProps = Omit<ButtonElementProps, 'children' | 'fullWidth' | 'href'> & {
  /** A lucide icon component. */
  icon: LucideIcon;
  /** The button's accessible name: the whole of it, e.g. "Cart, 3 items" when a badge shows 3. */
  label: string;
  /** A count shown in a bubble on the inline-end top corner; none when absent or 0. */
  badge?: number | undefined;
  /** The `::part()` name of the count bubble, for a page that embeds the button in a shadow root. */
  badgePart?: string | undefined;
  /** Flips the icon in right-to-left text; for icons that point somewhere. */
  mirrorInRtl?: boolean | undefined;
};

/**
 * What the bubble shows: the whole count, capped at "99+"; nothing below 1. The text follows the
 * reading direction, so Arabic shows "+99", which reads right to left as "99+".
 */
function badgeText(badge: number | undefined, language: Locale): string | null {
  const count = Math.trunc(badge ?? 0);
  if (!(count > 0)) return null;
  if (count > MAX_BADGE_COUNT) return `${formatNumber(MAX_BADGE_COUNT, language)}+`;
  return formatNumber(count, language);
}

/**
 * A square button that shows only an icon (and an optional count bubble). Its name is `label`;
 * the bubble is hidden from screen readers because the label already says the count.
 */
export function IconButton({
  icon,
  label,
  badge,
  badgePart,
  mirrorInRtl,
  variant = 'ghost',
  size = 'md',
  className,
  ...rest
}: IconButtonProps): ReactNode {
  useSignals();
  const { locale } = useSouq();
  const count = badgeText(badge, locale.language.value);
  return (
    <Button
      {...rest}
      variant={variant}
      size={size}
      className={className ? `${square[size]} ${className}` : square[size]}
    >
      <Icon icon={icon} size={size === 'sm' ? 16 : 20} mirrorInRtl={mirrorInRtl} />
      <VisuallyHidden>{label}</VisuallyHidden>
      {count === null ? null : (
        <span className={badgeClass} part={badgePart} aria-hidden="true">
          {count}
        </span>
      )}
    </Button>
  );
}
