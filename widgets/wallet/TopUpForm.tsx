import { type ReactNode, useId, useState } from 'react';
import * as v from 'valibot';
import { profilePath } from '../../src/core/catalog';
import { formatNumber } from '../../src/core/i18n';
import {
  checkTopUpAmount,
  readTopUpAmount,
  WALLET_TOP_UP_MAX,
  WALLET_TOP_UP_MIN,
} from '../../src/core/validation';
import { Button } from '../../src/ui/Button';
import {
  FormAlert,
  SERVER_ERROR,
  showServerFieldError,
  TextField,
  useRuleForm,
} from '../../src/ui/form';
import { useSouq, useStorefrontHref, useT, useWalletEndpoints } from '../../src/ui/souq';
import { leavePage } from '../../src/ui/leavePage';
import * as css from './Wallet.css';

/** The top-up form's one field, the server's name for it, so its refusal lands there. */
const topUpSchema = v.object({ amount: v.optional(v.string(), '') });

/** What the form holds: the amount as typed. */
type TopUpValues = v.InferOutput<typeof topUpSchema>;

/** Where the payment page brings the customer back to, with its `status`. */
const WALLET_PATH = profilePath('wallet');

/**
 * Adding money to the wallet: the amount (1 to 100 000, Arabic-Indic digits read too), then the
 * shop's payment page, which brings the customer back here with the payment's outcome.
 */
export function TopUpForm(): ReactNode {
  const t = useT();
  const { locale } = useSouq();
  const href = useStorefrontHref();
  const endpoints = useWalletEndpoints();
  const titleId = useId();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuleForm<TopUpValues>({ schema: topUpSchema, defaultValues: { amount: '' } });

  const submit = form.handleSubmit(async ({ amount: typed }) => {
    setProblem(null);
    const amount = checkTopUpAmount(typed) === null ? readTopUpAmount(typed) : null;
    if (amount === null) {
      // The rule's bounds, written as the shopper's language writes numbers (100,000), so the
      // message is said here rather than by the schema.
      const language = locale.language.value;
      const message = t('Enter an amount from {min} to {max}', {
        min: formatNumber(WALLET_TOP_UP_MIN, language),
        max: formatNumber(WALLET_TOP_UP_MAX, language),
      });
      form.setError('amount', { type: SERVER_ERROR, message }, { shouldFocus: true });
      return;
    }
    setSending(true);
    try {
      const callback = new URL(href(WALLET_PATH), window.location.href).href;
      const { redirect_link } = await endpoints.addFund({ amount, callback }, { silent: true });
      leavePage(redirect_link);
    } catch (error) {
      setSending(false);
      if (!showServerFieldError(form, error, ['amount'])) {
        setProblem(t('Your top-up could not be started.'));
      }
    }
  });

  return (
    <section className={css.topUp} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.topUpTitle}>
        {t('Add funds')}
      </h2>
      <form onSubmit={submit} noValidate>
        <FormAlert>{problem}</FormAlert>
        <div className={css.topUpRow}>
          <div className={css.amountField}>
            <TextField
              form={form}
              name="amount"
              label={t('Amount to add')}
              inputMode="decimal"
              autoComplete="off"
              required
            />
          </div>
          <Button type="submit" loading={sending} className={css.topUpButton}>
            {t('Continue to payment')}
          </Button>
        </div>
      </form>
      <p className={css.topUpNote}>
        {t("You pay on the shop's payment page, then come back here.")}
      </p>
    </section>
  );
}
