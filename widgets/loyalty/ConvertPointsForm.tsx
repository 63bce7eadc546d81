import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId, useState } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../src/core/api/ApiError';
import { pointsWorth } from '../../src/core/shop';
import { checkPointTransfer, readPointCount } from '../../src/core/validation';
import { refuse } from '../../src/core/validation/ruleResult';
import { Button } from '../../src/ui/Button';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import {
  FormAlert,
  SERVER_ERROR,
  showServerFieldError,
  TextField,
  useRuleForm,
} from '../../src/ui/form';
import { usePriceFormatter, useSouq, useT, useWalletEndpoints } from '../../src/ui/souq';
import * as css from './Loyalty.css';

/** The form's one field, the server's name for it, so its refusal lands there. */
const convertSchema = v.object({ point: v.optional(v.string(), '') });

/** What the form holds: the count of points as typed. */
type ConvertValues = v.InferOutput<typeof convertSchema>;

/** Props of `ConvertPointsForm`. */
export interface ConvertPointsFormProps {
  /** The points the customer holds now. */
  held: number;
  /** Called once points have been converted, to read the balances anew. */
  onConverted: () => Promise<void>;
}

/**
 * Converting points into wallet money: the shop's rate and minimum said first, then the count of
 * points (at least the minimum, at most those held), what it makes as a price as it is typed, and
 * a confirmation before anything moves.
 */
export function ConvertPointsForm({ held, onConverted }: ConvertPointsFormProps): ReactNode {
  useSignals();
  const t = useT();
  const price = usePriceFormatter();
  const { shop } = useSouq();
  const endpoints = useWalletEndpoints();
  const titleId = useId();
  const { pointsPerMoney, minimumPoints } = shop.rewards.value;
  const [asked, setAsked] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuleForm<ConvertValues>({ schema: convertSchema, defaultValues: { point: '' } });

  const typed = readPointCount(form.watch('point'));
  const worth = (points: number) =>
    pointsPerMoney ? price(pointsWorth(points, pointsPerMoney)) : '';

  const submit = form.handleSubmit(({ point }) => {
    setProblem(null);
    const points = readPointCount(point);
    // The rules' messages name the minimum, so they are said here rather than by the schema.
    // A shop may ask for more than spec §9's 200 at a time; its own minimum is said first.
    const failure =
      points === null
        ? null
        : points < minimumPoints
          ? refuse('You need at least {min} points to transfer', { min: minimumPoints })
          : checkPointTransfer(points, held);
    if (points === null || failure !== null) {
      const message = failure
        ? t(failure.key, failure.values)
        : t('Enter a whole number of points');
      form.setError('point', { type: SERVER_ERROR, message }, { shouldFocus: true });
      return;
    }
    setAsked(points);
  });

  const convert = async (points: number) => {
    try {
      await endpoints.transferPoints(points, { silent: true });
      form.reset({ point: '' });
      await onConverted();
    } catch (error) {
      if (!showServerFieldError(form, error, ['point'])) {
        setProblem(
          isApiError(error) && error.messages[0]
            ? error.messages[0]
            : t('Your points could not be converted.'),
        );
      }
    }
  };

  return (
    <section className={css.convert} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.convertTitle}>
        {t('Convert points to wallet money')}
      </h2>
      <ul className={css.terms}>
        {pointsPerMoney ? (
          <li>
            {t('Every {points} points make {amount}', { points: pointsPerMoney, amount: price(1) })}
          </li>
        ) : null}
        <li>{t('At least {min} points at a time', { min: minimumPoints })}</li>
      </ul>
      <form onSubmit={submit} noValidate>
        <FormAlert>{problem}</FormAlert>
        <div className={css.convertRow}>
          <div className={css.pointsField}>
            <TextField
              form={form}
              name="point"
              label={t('Points to convert')}
              inputMode="numeric"
              autoComplete="off"
              required
            />
          </div>
          <Button type="submit" className={css.convertButton}>
            {t('Convert')}
          </Button>
        </div>
        <output className={css.preview} aria-live="polite">
          {typed !== null && typed > 0 && pointsPerMoney
            ? t('You get {amount} in your wallet', { amount: worth(typed) })
            : ''}
        </output>
      </form>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={t('Convert {points} points into {amount}?', {
          points: asked ?? 0,
          amount: worth(asked ?? 0),
        })}
        description={t('The points leave your balance and the amount goes into your wallet.')}
        confirmLabel={t('Convert')}
        onConfirm={() => (asked === null ? Promise.resolve() : convert(asked))}
      />
    </section>
  );
}
