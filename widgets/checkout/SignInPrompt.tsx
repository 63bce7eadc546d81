import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { CHECKOUT_PATH, signInPath } from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { PageNotice } from '../../src/ui/catalog/PageNotice';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useT } from '../../src/ui/souq';

/**
 * Checkout for a visitor when the shop takes no guest orders (spec §5): sign in, and come back to
 * checkout afterwards.
 */
export function SignInPrompt(): ReactNode {
  const t = useT();
  const link = useStorefrontLink();
  return (
    <PageNotice icon={LogIn} message={t('Sign in to check out')}>
      <Button {...link(signInPath(CHECKOUT_PATH))}>{t('Sign In')}</Button>
    </PageNotice>
  );
}
