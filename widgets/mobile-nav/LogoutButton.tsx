import { LogOut } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../src/ui/Button';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { Icon } from '../../src/ui/Icon';
import { useSouq, useT } from '../../src/ui/souq';

/** Props of `LogoutButton`. */
export interface LogoutButtonProps {
  /** Called once the customer is logged out, before the sign-in page opens. */
  onLoggedOut: () => void;
}

/** Logout, asked for confirmation first; Yes logs out (spec §4) and goes to sign-in. */
export function LogoutButton({ onLoggedOut }: LogoutButtonProps): ReactNode {
  const t = useT();
  const { session } = useSouq();
  const [confirming, setConfirming] = useState(false);

  const logout = async () => {
    session.logout();
    onLoggedOut();
  };

  return (
    <>
      <Button variant="secondary" fullWidth onClick={() => setConfirming(true)}>
        <Icon icon={LogOut} size={16} mirrorInRtl />
        {t('Logout')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Are you sure you want to logout?')}
        onConfirm={logout}
        part="dialog"
      />
    </>
  );
}
