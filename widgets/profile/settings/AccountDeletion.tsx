import { type ReactNode, useId, useState } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../../src/core/api/ApiError';
import { ACCOUNT_DELETION_WORD, accountDeletionWordSchema } from '../../../src/core/validation';
import { Button } from '../../../src/ui/Button';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { FormAlert, TextField, useRuleForm } from '../../../src/ui/form';
import { useSouq, useT } from '../../../src/ui/souq';
import * as css from './ProfileSettings.css';

/** The form's one field: the typed confirmation word. */
const deletionSchema = v.object({ word: accountDeletionWordSchema });

/** What the form holds. */
type DeletionValues = v.InferOutput<typeof deletionSchema>;

/**
 * The danger zone: what deleting the account loses, the confirmation word typed, then a last
 * question; only then customer/remove-account, and the customer is logged out to sign-in as
 * spec §4 says. A refusal (an order still under way) is said here and the customer stays.
 */
export function AccountDeletion(): ReactNode {
  const t = useT();
  const { api, session, toasts } = useSouq();
  const titleId = useId();
  const warningId = useId();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRuleForm<DeletionValues>({ schema: deletionSchema, defaultValues: { word: '' } });

  const submit = form.handleSubmit(() => {
    setProblem(null);
    setAsking(true);
  });

  async function remove(): Promise<void> {
    try {
      const reply = await api.removeAccount({ silent: true });
      toasts.success(reply.message);
      session.logout();
    } catch (error) {
      // The dialog closes and the reason is said beside the form, where focus returns.
      const refusal = isApiError(error) ? error.messages[0] : undefined;
      setProblem(refusal ?? t('Your account could not be deleted.'));
    }
  }

  return (
    <section className={`${css.card} ${css.danger}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${css.cardTitle} ${css.dangerTitle}`}>
        {t('Delete account')}
      </h2>
      <p id={warningId} className={css.warning}>
        {t('account_deletion_warning')}
      </p>
      <form className={css.fields} onSubmit={submit} noValidate aria-describedby={warningId}>
        <FormAlert>{problem}</FormAlert>
        <TextField
          form={form}
          name="word"
          label={t('Type {word} to confirm', { word: ACCOUNT_DELETION_WORD })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          required
        />
        <div className={css.actions}>
          <Button type="submit" variant="danger">
            {t('Delete account')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('Delete your account for good?')}
        description={t('You will be signed out, and this cannot be undone.')}
        confirmLabel={t('Delete account')}
        onConfirm={remove}
      />
    </section>
  );
}
