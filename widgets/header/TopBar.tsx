import type { ReactNode } from 'react';
import { CountrySwitcher } from '../country-switcher';
import { LanguageSwitcher } from '../language-switcher';
import { ThemeSwitch } from '../theme-switch';
import { AccountMenu } from './AccountMenu';
import { AppQrCard } from './AppQrCard';
import * as css from './Header.css';
import type { OpenParts } from './useOpenParts';

/** Props of `TopBar`. */
export interface TopBarProps {
  track: OpenParts['track'];
}

/** The header's top bar: the account entry, then the app's QR code, country, language, theme. */
export function TopBar({ track }: TopBarProps): ReactNode {
  return (
    <div className={css.topBar} part="top-bar">
      <div className={css.row}>
        <AccountMenu onOpenChange={track('account')} />
        <div className={css.topEnd}>
          <AppQrCard />
          <CountrySwitcher />
          <LanguageSwitcher />
          <ThemeSwitch compact />
        </div>
      </div>
    </div>
  );
}
