import { Apple, type LucideIcon, Play } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { MessageKey } from '../../src/core/i18n';
import { Icon } from '../../src/ui/Icon';
import { useT } from '../../src/ui/souq';
import type { AppStore, AppStoreLink } from './appStoreLinks';
import * as css from './Footer.css';
import { IsolatedLabel } from './IsolatedLabel';
import { NewTabHint } from './NewTabHint';

/** Props of `AppStoreButtons`. */
export interface AppStoreButtonsProps {
  links: readonly AppStoreLink[];
}

function storeButton(store: AppStore): { label: MessageKey; icon: LucideIcon } {
  switch (store) {
    case 'android':
      return { label: 'Get it on Google Play', icon: Play };
    case 'ios':
      return { label: 'Download on the App Store', icon: Apple };
    default:
      return store satisfies never;
  }
}

/** "Download the app" with a button per app store that is switched on; nothing when none is. */
export function AppStoreButtons({ links }: AppStoreButtonsProps): ReactNode {
  const t = useT();
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <div className={css.group}>
      <h2 id={headingId} className={css.heading}>
        {t('Download the app')}
      </h2>
      <ul className={css.rowList} aria-labelledby={headingId}>
        {links.map(({ store, href }) => {
          const { label, icon } = storeButton(store);
          return (
            <li key={store}>
              <a className={css.pill} href={href} target="_blank" rel="noopener noreferrer">
                <Icon icon={icon} />
                <IsolatedLabel text={t(label)} />
                <NewTabHint />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
