import { useSignals } from '@preact/signals-react/runtime';
import { Copy, Gift, Share2, TicketX } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from '../../src/ui/Button';
import { PageNotice } from '../../src/ui/catalog';
import { useCopyText } from '../../src/ui/hooks/useCopyText';
import { Icon } from '../../src/ui/Icon';
import { CustomerSection, useFreshProfile } from '../../src/ui/profile';
import { usePriceFormatter, useSouq, useT } from '../../src/ui/souq';
import * as css from './Referral.css';
import { canShare, useShareCode } from './useShareCode';

/**
 * The referral code (route `/profile?page=referral-code`): the customer's code (the profile's
 * `ref_code`) to copy, or to share where the browser has a share sheet, and what each friend who
 * signs up with it earns the customer, when the shop's configuration names it. A visitor is asked
 * to sign in; a shop with referrals off says so.
 */
export function Referral(): ReactNode {
  const t = useT();
  return (
    <CustomerSection
      rootPart="root"
      page="referral-code"
      title={t('Referral Code')}
      feature="referral"
      offMessage={t('Referral rewards are not available')}
    >
      <ReferralCode />
    </CustomerSection>
  );
}

/** The signed-in customer's code, once the shop has referrals on. */
function ReferralCode(): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const price = usePriceFormatter();
  const { profile } = useFreshProfile();
  const copy = useCopyText('Referral code copied');
  const share = useShareCode();
  const codeRef = useRef<HTMLElement>(null);
  const labelId = useId();
  const earning = shop.rewards.value.referrerEarning;

  if (profile === null) return null;
  const code = profile.ref_code?.trim();
  if (!code) return <PageNotice icon={TicketX} message={t('You have no referral code yet.')} />;
  return (
    <section className={css.card} aria-labelledby={labelId}>
      <p className={css.intro}>
        {t('Share your code with friends: they enter it when they sign up.')}
      </p>
      <div className={css.codeBlock}>
        <span id={labelId} className={css.codeLabel}>
          {t('Your referral code')}
        </span>
        <div className={css.codeRow}>
          {/* Codes are Latin letters and digits, read left to right in Arabic too. */}
          <code ref={codeRef} dir="ltr" className={css.code}>
            {code}
          </code>
          <Button
            variant="secondary"
            aria-label={t('Copy code {code}', { code })}
            onClick={() => void copy(code, codeRef.current)}
          >
            <Icon icon={Copy} size={16} />
            {t('Copy')}
          </Button>
          {canShare() ? (
            <Button variant="secondary" onClick={() => void share(code)}>
              <Icon icon={Share2} size={16} />
              {t('Share')}
            </Button>
          ) : null}
        </div>
      </div>
      {earning ? (
        <p className={css.earning}>
          <Icon icon={Gift} size={24} className={css.earningIcon} />
          {t('You earn {amount} in your wallet for every friend who signs up with your code.', {
            amount: price(earning),
          })}
        </p>
      ) : null}
    </section>
  );
}
