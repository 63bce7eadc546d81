import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { SIGN_IN_PATH } from '../../src/core/api';
import { CAMPAIGNS_PATH, FLASH_SALES_PATH } from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { SideSheet } from '../../src/ui/SideSheet';
import { Spinner } from '../../src/ui/Spinner';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import { LanguageSwitcher } from '../language-switcher';
import { ModuleSwitcher } from '../module-switcher';
import { useShopModules } from '../module-switcher/useShopModules';
import { ThemeSwitch } from '../theme-switch';
import { CategoryList } from './CategoryList';
import { LogoutButton } from './LogoutButton';
import * as css from './MenuDrawer.css';
import { ProfileLinks } from './ProfileLinks';
import { ProfileSummary } from './ProfileSummary';
import { useCustomerProfile } from './useCustomerProfile';

/** Where the drawer puts the focus when it opens: its close button, or its categories. */
export type MenuFocus = 'start' | 'categories';

/** Props of `MenuDrawer`. */
export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `categories` opens the drawer at its categories section (the bottom bar's Categories). */
  focus: MenuFocus;
  /** The path of the page shown, for the modules it marks. */
  currentPath?: string | undefined;
}

/**
 * The mobile menu (spec §2 "Mobile header and bottom bar"), a sheet from the inline start: the
 * customer's summary or a sign-in button, the shop's modules (where it has several), categories,
 * flash sale and campaigns, the profile entries, theme, language and logout. Following any of its links closes it.
 */
export function MenuDrawer({ open, onOpenChange, focus, currentPath }: MenuDrawerProps): ReactNode {
  useSignals();
  const t = useT();
  const href = useStorefrontHref();
  const { session } = useSouq();
  const signedIn = session.isLoggedIn.value;
  const { profile, loading } = useCustomerProfile(open);
  const categoriesTitle = useRef<HTMLHeadingElement>(null);
  const categoriesId = useId();
  const accountId = useId();
  const modulesId = useId();
  const { modules } = useShopModules();
  const close = () => onOpenChange(false);

  // One listener for every link of the drawer (a link's Enter arrives as a click too): the page
  // is leaving for the link's route.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      side="start"
      title={t('Menu')}
      part="panel"
      {...(focus === 'categories' ? { initialFocus: categoriesTitle } : {})}
    >
      <div className={css.sections} onClick={closeOnLink}>
        <div className={css.section}>
          {signedIn ? (
            <>
              {profile ? <ProfileSummary profile={profile} /> : null}
              {loading ? <Spinner label={t('Loading')} size="sm" /> : null}
            </>
          ) : (
            <Button href={href(SIGN_IN_PATH)} fullWidth>
              {t('Sign In')}
            </Button>
          )}
        </div>
        {modules.length > 1 ? (
          <div className={css.section}>
            <h3 id={modulesId} className={css.sectionTitle}>
              {t('Sections of the shop')}
            </h3>
            <ModuleSwitcher layout="list" labelledBy={modulesId} currentPath={currentPath} />
          </div>
        ) : null}
        <div className={css.section}>
          <h3 id={categoriesId} ref={categoriesTitle} tabIndex={-1} className={css.sectionTitle}>
            {t('Categories')}
          </h3>
          <CategoryList labelledBy={categoriesId} />
        </div>
        <div className={css.section}>
          <ul className={css.list}>
            <li>
              <a className={css.row} href={href(FLASH_SALES_PATH)}>
                {t('Flash Sale')}
              </a>
            </li>
            <li>
              <a className={css.row} href={href(CAMPAIGNS_PATH)}>
                {t('Campaigns')}
              </a>
            </li>
          </ul>
        </div>
        {signedIn ? (
          <div className={css.section}>
            <h3 id={accountId} className={css.sectionTitle}>
              {t('Account')}
            </h3>
            <ProfileLinks labelledBy={accountId} />
          </div>
        ) : null}
        <div className={css.section}>
          <ThemeSwitch />
          <LanguageSwitcher />
        </div>
        {signedIn ? (
          <div className={css.section}>
            <LogoutButton onLoggedOut={close} />
          </div>
        ) : null}
      </div>
    </SideSheet>
  );
}
