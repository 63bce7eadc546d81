import { useSignals } from '@preact/signals-react/runtime';
import { ChevronDown, LogOut, MessagesSquare, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { SIGN_IN_PATH } from '../../src/core/api';
import { INBOX_PATH, SIGN_UP_PATH } from '../../src/core/catalog';
import { loadCustomerProfile } from '../../src/core/session';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { DropdownPanel, useDropdown } from '../../src/ui/Dropdown';
import { Icon } from '../../src/ui/Icon';
import { PROFILE_SECTION_ICONS } from '../../src/ui/ProfileNav';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import { UnreadBadge, useUnreadSupport } from '../../src/ui/UnreadBadge';
import * as css from './AccountMenu.css';

/** Props of `AccountMenu`. */
export interface AccountMenuProps {
  /** Called when the menu or the logout question opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * The top bar's account entry: Sign In and Sign Up links for a visitor; for a signed-in customer
 * a menu button with their first name, opening the profile sections, the Inbox with support's
 * unread answers counted, and Logout, which asks first and then logs out as spec §4 says.
 */
export function AccountMenu({ onOpenChange }: AccountMenuProps): ReactNode {
  useSignals();
  const core = useSouq();
  const signedIn = core.session.isLoggedIn.value;

  useEffect(() => {
    if (!signedIn) return;
    loadCustomerProfile(core).catch(() => {
      // The menu keeps "Account" as its name; a 401 has signed the customer out already.
    });
  }, [signedIn, core]);

  return signedIn ? <CustomerMenu onOpenChange={onOpenChange} /> : <GuestLinks />;
}

function GuestLinks(): ReactNode {
  const t = useT();
  const href = useStorefrontHref();
  return (
    <div className={css.guest}>
      <a href={href(SIGN_IN_PATH)} className={css.guestLink}>
        <Icon icon={UserRound} size={16} />
        {t('Sign In')}
      </a>
      <a href={href(SIGN_UP_PATH)} className={css.guestLink}>
        {t('Sign Up')}
      </a>
    </div>
  );
}

function CustomerMenu({ onOpenChange }: AccountMenuProps): ReactNode {
  useSignals();
  const t = useT();
  const href = useStorefrontHref();
  const { shop, session } = useSouq();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const firstName = session.profile.value?.f_name;
  const links = shop.profileSections.value;
  const unread = useUnreadSupport();

  useEffect(() => {
    onOpenChange?.(open || confirming);
  }, [open, confirming, onOpenChange]);

  const dropdown = useDropdown({ open, onOpenChange: setOpen, kind: 'menu' });

  return (
    <>
      <button
        ref={dropdown.refs.setReference}
        type="button"
        className={css.trigger}
        part="trigger"
        aria-label={firstName ? t('Account: {name}', { name: firstName }) : undefined}
        {...dropdown.getReferenceProps()}
      >
        <Icon icon={UserRound} size={16} />
        <span className={css.name}>{firstName ?? t('Account')}</span>
        <Icon icon={ChevronDown} size={16} className={css.chevron} />
      </button>
      {open && (
        <DropdownPanel
          dropdown={dropdown}
          onClose={() => setOpen(false)}
          className={css.menu}
          part="panel"
        >
          {links.map((link, index) => (
            <a
              key={link.path}
              href={href(link.path)}
              className={css.item}
              {...dropdown.itemProps(index, () => setOpen(false))}
            >
              <Icon icon={PROFILE_SECTION_ICONS[link.page]} size={16} />
              {t(link.label)}
            </a>
          ))}
          <a
            href={href(INBOX_PATH)}
            className={css.item}
            aria-label={t('inbox_link', { count: unread })}
            {...dropdown.itemProps(links.length, () => setOpen(false))}
          >
            <Icon icon={MessagesSquare} size={16} />
            {t('Inbox')}
            <UnreadBadge count={unread} />
          </a>
          <hr className={css.separator} />
          <button
            type="button"
            className={css.item}
            {...dropdown.itemProps(links.length + 1, () => {
              setOpen(false);
              setConfirming(true);
            })}
          >
            <Icon icon={LogOut} size={16} mirrorInRtl />
            {t('Logout')}
          </button>
        </DropdownPanel>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Are you sure you want to logout?')}
        onConfirm={async () => session.logout()}
        part="dialog"
      />
    </>
  );
}
