import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { INBOX_PATH } from '../../src/core/catalog';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import { UnreadBadge, useUnreadSupport } from '../../src/ui/UnreadBadge';
import * as css from './MenuDrawer.css';

/** Props of `ProfileLinks`. */
export interface ProfileLinksProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * The signed-in customer's profile entries the shop offers, as links, and the Inbox with support's
 * unread answers counted.
 */
export function ProfileLinks({ labelledBy }: ProfileLinksProps): ReactNode {
  useSignals();
  const t = useT();
  const href = useStorefrontHref();
  const { shop } = useSouq();
  const unread = useUnreadSupport();
  return (
    <ul className={css.list} aria-labelledby={labelledBy}>
      {shop.profileSections.value.map(({ label, path }) => (
        <li key={path}>
          <a className={css.row} href={href(path)}>
            {t(label)}
          </a>
        </li>
      ))}
      <li>
        <a
          className={css.row}
          href={href(INBOX_PATH)}
          aria-label={t('inbox_link', { count: unread })}
        >
          {t('Inbox')}
          <UnreadBadge count={unread} />
        </a>
      </li>
    </ul>
  );
}
