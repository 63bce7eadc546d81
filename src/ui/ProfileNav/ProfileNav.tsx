import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { ProfilePage } from '../../core/catalog';
import { Icon } from '../Icon';
import { useSouq, useT } from '../souq';
import { useStorefrontLink } from '../StorefrontLink';
import * as css from './ProfileNav.css';
import { PROFILE_SECTION_ICONS } from './profileSectionIcons';

/**
 * Brings the current entry into the phone's row, which may have scrolled it out of sight (a
 * section at the row's far end), without moving the page.
 */
const showInRow = (entry: HTMLAnchorElement | null) => {
  entry?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
};

/** Props of `ProfileNav`. */
export interface ProfileNavProps {
  /** The section shown beside the menu, marked as the current page. */
  current: ProfilePage;
}

/**
 * The menu of the customer's profile: the sections the shop offers (spec §2; wallet, loyalty
 * points and referrals only while their flag is on), the one shown marked for screen readers
 * too. A row that scrolls sideways on phones, a column beside the section from a tablet's width.
 */
export function ProfileNav({ current }: ProfileNavProps): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const link = useStorefrontLink();
  return (
    <nav className={css.nav} aria-label={t('Profile')}>
      <ul className={css.list}>
        {shop.profileSections.value.map(({ page, label, path }) => (
          <li key={page} className={css.item}>
            <a
              className={css.entry}
              aria-current={page === current ? 'page' : undefined}
              ref={page === current ? showInRow : undefined}
              {...link(path)}
            >
              <Icon icon={PROFILE_SECTION_ICONS[page]} size={18} />
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
