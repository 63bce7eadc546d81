import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { HOME_PATH } from '../../../core/catalog';
import { Button } from '../../Button';
import { useT } from '../../souq';
import { useStorefrontLink } from '../../StorefrontLink';
import { PageNotice } from './PageNotice';

/** Props of `HomeNotice`. */
export interface HomeNoticeProps {
  /** A picture for what is missing (no coupons, a sale that ended). */
  icon: LucideIcon;
  /** What the shopper should know, translated. */
  message: string;
}

/** A page's notice when it has nothing to show: says so, and leads back to the home page. */
export function HomeNotice({ icon, message }: HomeNoticeProps): ReactNode {
  const t = useT();
  const home = useStorefrontLink()(HOME_PATH);
  return (
    <PageNotice icon={icon} message={message}>
      <Button variant="secondary" {...home}>
        {t('Back to home')}
      </Button>
    </PageNotice>
  );
}
