import { useSignals } from '@preact/signals-react/runtime';
import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { isApiError } from '../../src/core/api/ApiError';
import type { ListedCoupon } from '../../src/core/api/wire';
import type { CheckoutSummary } from '../../src/core/checkout';
import { type CouponOutcome, couponMinimum } from '../../src/core/pricing';
import { Button } from '../../src/ui/Button';
import { FormAlert } from '../../src/ui/form';
import * as formCss from '../../src/ui/form/Form.css';
import { useIdle } from '../../src/ui/hooks/useIdle';
import { IconButton } from '../../src/ui/IconButton';
import {
  useOrderEndpoints,
  usePriceFormatter,
  useServerQuery,
  useSouq,
  useT,
} from '../../src/ui/souq';
import * as css from './CheckoutParts.css';
import { DraftField } from './DraftField';

/** Props of `CouponEntry`. */
export interface CouponEntryProps {
  /** The store ordered from: a coupon is checked against its lines. */
  storeId: number;
  summary: CheckoutSummary;
  /** The server's refusal of the coupon at Place order, said here. */
  refusal: string | null;
}

/** Why the rule no longer takes an applied coupon (the cart changed), in words. */
function useRefusalText(outcome: CouponOutcome | null): string | null {
  const t = useT();
  const format = usePriceFormatter();
  if (outcome === null || outcome.ok) return null;
  if (outcome.error === 'To apply this coupon, total item amount should be minimum') {
    return t('To apply this coupon, total item amount should be minimum {amount}', {
      amount: format(outcome.minPurchase),
    });
  }
  return t(outcome.error);
}

/**
 * The coupon: a code typed and applied (`coupon/apply` checks it against the cart of this store,
 * and its refusal, such as a minimum purchase not reached, is said under the field), or one of
 * the shop's coupons picked from the list the coupons page shows; an applied one can be removed.
 */
export function CouponEntry({ storeId, summary, refusal }: CouponEntryProps): ReactNode {
  useSignals();
  const t = useT();
  const format = usePriceFormatter();
  const { api, checkout, locale, shop } = useSouq();
  const orders = useOrderEndpoints();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const draft = checkout.draft.value;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const language = locale.language.value;
  // Below the fold: read once the first screen has painted.
  const listed = useServerQuery(['coupons', language], () => api.getCoupons({ silent: true }), {
    enabled: useIdle(),
  });
  const ruled = useRefusalText(draft.coupon ? summary.coupon : null);
  const said = problem ?? refusal;

  const coupons: readonly ListedCoupon[] = listed.status === 'success' ? listed.data : [];
  const digits = shop.priceFormat.value.digit_after_decimal_point;

  /**
   * The minimum a listed coupon asks for, said as a price, when these items do not reach it: the
   * server's refusal writes the minimum as a bare number ('minimum 400'), without the decimals
   * and the currency every other amount of the page has.
   */
  const minimumNotReached = (code: string): string | null => {
    const coupon = coupons.find((entry) => entry.code === code);
    const minimum = coupon ? couponMinimum(coupon, digits) : null;
    if (minimum === null || summary.totals.itemsTotal >= minimum) return null;
    return t('To apply this coupon, total item amount should be minimum {amount}', {
      amount: format(minimum),
    });
  };

  const apply = async (code: string) => {
    const trimmed = code.trim();
    if (trimmed === '') {
      setProblem(t('Enter a coupon code'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const coupon = await orders.applyCoupon(trimmed, storeId, { silent: true });
      checkout.edit({ coupon, couponText: coupon.code });
    } catch (error) {
      const refused = isApiError(error) ? (error.messages[0] ?? null) : null;
      const belowMinimum =
        isApiError(error) && error.status === 403 && error.code === 'coupon'
          ? minimumNotReached(trimmed)
          : null;
      setProblem(belowMinimum ?? refused);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apply(draft.couponText);
  };

  return (
    <>
      {draft.coupon ? (
        <div className={css.applied}>
          <span>
            {t('Coupon {code} applied', { code: draft.coupon.code })}
            {summary.totals.couponDiscount > 0
              ? ` (${format(-summary.totals.couponDiscount)})`
              : null}
          </span>
          <IconButton
            icon={X}
            label={t('Remove coupon {code}', { code: draft.coupon.code })}
            onClick={() => {
              setProblem(null);
              checkout.edit({ coupon: null });
            }}
          />
          {ruled ? <FormAlert>{ruled}</FormAlert> : null}
        </div>
      ) : (
        <form className={css.couponRow} onSubmit={submit} noValidate>
          <DraftField
            ref={input}
            id={`${id}-code`}
            label={t('Coupon code')}
            problemId={said ? `${id}-problem` : null}
            className={css.couponField}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={draft.couponText}
            onChange={(event) => {
              setProblem(null);
              checkout.edit({ couponText: event.target.value });
            }}
          />
          <Button type="submit" variant="secondary" loading={busy}>
            {t('Apply')}
          </Button>
        </form>
      )}
      {said && !draft.coupon ? (
        <p id={`${id}-problem`} role="alert" className={formCss.error}>
          {said}
        </p>
      ) : null}
      {coupons.length > 0 && !draft.coupon ? (
        <details className={css.couponPicker}>
          <summary className={css.couponPickerToggle}>{t('Coupons you can use')}</summary>
          <ul className={css.couponList}>
            {coupons.map((coupon) => {
              const minimum = couponMinimum(coupon, digits);
              return (
                <li key={coupon.id} className={css.couponItem}>
                  <span>
                    <strong>{coupon.title}</strong> · {coupon.code}
                    {minimum === null ? null : ` · ${t('Minimum purchase')}: ${format(minimum)}`}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      checkout.edit({ couponText: coupon.code });
                      void apply(coupon.code);
                    }}
                  >
                    {t('Use {code}', { code: coupon.code })}
                  </Button>
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </>
  );
}
