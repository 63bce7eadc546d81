import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useState } from 'react';
import { profilePath } from '../../../src/core/catalog';
import { Button } from '../../../src/ui/Button';
import { SignInNotice } from '../../../src/ui/catalog';
import { useFreshProfile } from '../../../src/ui/profile';
import { useSouq, useT } from '../../../src/ui/souq';
import { Otp } from '../../otp/Otp';
import { AccountDeletion } from './AccountDeletion';
import { PasswordForm } from './PasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import * as css from './ProfileSettings.css';

/** The route of this section, where sign-in brings a visitor back to. */
const PROFILE_SETTINGS_PATH = profilePath('profile-settings');

/**
 * Profile settings (route `/profile?page=profile-settings`): the signed-in customer's names,
 * e-mail, phone and picture, a new password, and deleting the account. The profile is read anew
 * on opening; a visitor is asked to sign in. When the shop asks for verified phones, a new phone
 * is verified with the code sent to it (the code step takes the section's place, with a way back
 * that leaves it unverified), then the settings come back.
 */
export function ProfileSettings(): ReactNode {
  useSignals();
  const t = useT();
  const { session, toasts } = useSouq();
  const { profile, refresh } = useFreshProfile();
  // The phone whose code is being asked for, or null while the settings show.
  const [verifying, setVerifying] = useState<string | null>(null);

  if (verifying !== null && session.isLoggedIn.value) {
    return (
      <Otp
        phone={verifying}
        onVerified={async (message) => {
          await refresh();
          setVerifying(null);
          toasts.success(message);
        }}
        back={
          <Button variant="ghost" onClick={() => setVerifying(null)}>
            {t('Back to profile settings')}
          </Button>
        }
      />
    );
  }

  return (
    <div className={css.page} part="root">
      <h1 className={css.title}>{t('Profile Settings')}</h1>
      {!session.isLoggedIn.value ? (
        <SignInNotice from={PROFILE_SETTINGS_PATH} />
      ) : profile === null ? null : (
        <>
          <ProfileDetailsForm profile={profile} refresh={refresh} onVerifyPhone={setVerifying} />
          <PasswordForm profile={profile} />
          <AccountDeletion />
        </>
      )}
    </div>
  );
}
