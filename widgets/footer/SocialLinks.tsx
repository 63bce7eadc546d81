import { type ReactNode, useId } from 'react';
import type { SocialMedia } from '../../src/core/api/wire';
import { Icon } from '../../src/ui/Icon';
import { useT } from '../../src/ui/souq';
import * as css from './Footer.css';
import { IsolatedLabel } from './IsolatedLabel';
import { NewTabHint } from './NewTabHint';
import { socialLinks } from './socialNetworks';

/** Props of `SocialLinks`. */
export interface SocialLinksProps {
  /** The configuration's social_media list. */
  entries: readonly SocialMedia[];
}

/** "Follow us" with a named link per social network the shop lists; nothing when it lists none. */
export function SocialLinks({ entries }: SocialLinksProps): ReactNode {
  const t = useT();
  const headingId = useId();
  const links = socialLinks(entries);
  if (links.length === 0) return null;
  return (
    <div className={css.group}>
      <h2 id={headingId} className={css.heading}>
        {t('Follow us')}
      </h2>
      <ul className={css.rowList} aria-labelledby={headingId}>
        {links.map(({ href, icon, name }) => (
          <li key={href}>
            <a className={css.pill} href={href} target="_blank" rel="noopener noreferrer">
              <Icon icon={icon} />
              <IsolatedLabel text={'key' in name ? t(name.key) : name.text} />
              <NewTabHint />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
