import { type ReactNode, useId } from 'react';
import type { MessageKey } from '../../src/core/i18n';
import { Icon } from '../../src/ui/Icon';
import { useT } from '../../src/ui/souq';
import * as css from './Footer.css';
import type { FooterBadge } from './footerBadges';
import { IsolatedLabel } from './IsolatedLabel';

/** Props of `BadgeTiles`. */
export interface BadgeTilesProps {
  title: MessageKey;
  badges: readonly FooterBadge[];
}

/** Size of a tile's pictogram. */
const TILE_ICON_SIZE = 28;

/** A titled row of labelled tiles; each tile is a list item named by its label. */
export function BadgeTiles({ title, badges }: BadgeTilesProps): ReactNode {
  const t = useT();
  const headingId = useId();
  return (
    <div className={css.group}>
      <h2 id={headingId} className={css.heading}>
        {t(title)}
      </h2>
      <ul className={css.rowList} aria-labelledby={headingId}>
        {badges.map(({ label, icon }) => (
          <li key={label} className={css.tile} aria-label={t(label)}>
            <Icon icon={icon} size={TILE_ICON_SIZE} className={css.tileIcon} />
            <IsolatedLabel text={t(label)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
