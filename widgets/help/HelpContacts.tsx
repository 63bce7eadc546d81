import { useSignals } from '@preact/signals-react/runtime';
import { type LucideIcon, Mail, MapPin, MessagesSquare, Phone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { INBOX_PATH, signInPath } from '../../src/core/catalog';
import type { MessageKey } from '../../src/core/i18n';
import { Button } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './Help.css';

/** One way to reach the shop: its icon and label, and its link or its text. */
function Channel({
  icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: MessageKey;
  children: ReactNode;
}): ReactNode {
  const t = useT();
  return (
    <li className={css.channel}>
      <Icon icon={icon} size={20} className={css.channelIcon} />
      <span>
        <span className={css.channelLabel}>{t(label)}</span>
        <span className={css.channelValue}>{children}</span>
      </span>
    </li>
  );
}

/**
 * How to reach the shop, from its configuration: its phone (a `tel:` link), its e-mail (a
 * `mailto:` link) and its office; a malformed one is left out rather than linked. Nothing when the
 * shop gives none.
 */
function ShopContacts(): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const titleId = useId();
  const contacts = shop.contacts.value;
  if (contacts.phone === null && contacts.email === null && contacts.address === null) return null;
  return (
    <section className={css.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('Contact us')}
      </h2>
      <ul className={css.channels}>
        {contacts.phone === null ? null : (
          <Channel icon={Phone} label="Call us">
            {/* A number reads left to right on an Arabic page too. */}
            <a className={css.link} href={contacts.phone.href} dir="ltr">
              {contacts.phone.text}
            </a>
          </Channel>
        )}
        {contacts.email === null ? null : (
          <Channel icon={Mail} label="Email us">
            <a className={css.link} href={contacts.email.href} dir="ltr">
              {contacts.email.text}
            </a>
          </Channel>
        )}
        {contacts.address === null ? null : (
          <Channel icon={MapPin} label="Visit us">
            <span dir="auto">{contacts.address}</span>
          </Channel>
        )}
      </ul>
    </section>
  );
}

/** The way into the support inbox: the customer's conversation, or sign-in that leads there. */
function SupportInbox(): ReactNode {
  useSignals();
  const t = useT();
  const { session } = useSouq();
  const titleId = useId();
  const signedIn = session.isLoggedIn.value;
  const target = useStorefrontLink()(signedIn ? INBOX_PATH : signInPath(INBOX_PATH));
  return (
    <section className={css.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('Message support')}
      </h2>
      <p className={css.cardText}>
        {t('Write to our support team and read their answers in your inbox.')}
      </p>
      <Button href={target.href} onClick={target.onClick}>
        <Icon icon={MessagesSquare} size={18} />
        {signedIn ? t('Open your inbox') : t('Sign in to message support')}
      </Button>
    </section>
  );
}

/** The help page's aside: the shop's contacts, then the support inbox. */
export function HelpContacts(): ReactNode {
  return (
    <div className={css.aside}>
      <ShopContacts />
      <SupportInbox />
    </div>
  );
}
