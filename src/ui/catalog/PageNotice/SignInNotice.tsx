import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { signInPath } from '../../../core/catalog';
import { Button } from '../../Button';
import { useStorefrontLink } from '../../StorefrontLink';
import { useT } from '../../souq';
import { PageNotice } from './PageNotice';

/** Props of `SignInNotice`. */
export interface SignInNoticeProps {
  /** The page's own route, where sign-in brings the shopper back to. */
  from: string;
}

/**
 * What a visitor sees on a page only a customer has (spec §6): 'You must be login to access this
 * page', and Sign In, which comes back here.
 */
export function SignInNotice({ from }: SignInNoticeProps): ReactNode {
  const t = useT();
  const signIn = useStorefrontLink()(signInPath(from));
  return (
    <PageNotice icon={LogIn} message={t('You must be login to access this page')}>
      <Button {...signIn}>{t('Sign In')}</Button>
    </PageNotice>
  );
}
