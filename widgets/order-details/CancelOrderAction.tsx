import { type ReactNode, useId, useState } from 'react';
import * as v from 'valibot';
import type { Order } from '../../src/core/api/wire';
import { refundReasonSchema } from '../../src/core/validation';
import { Button } from '../../src/ui/Button';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { ChoiceGroup, useRuleForm } from '../../src/ui/form';
import { SideSheet } from '../../src/ui/SideSheet';
import { useOrderEndpoints, useT } from '../../src/ui/souq';
import { OrderChangeButton, useOrderChange } from './OrderChange';
import * as css from './OrderDetails.css';
import { ReasonsRead } from './ReasonsRead';
import { useOrderReasons } from './useOrderReasons';

// A reason must be chosen: the shop's rule for a refund's reason says so in the same words.
const schema = v.object({ reason: refundReasonSchema });

type Values = v.InferOutput<typeof schema>;

/** The sheet's form: the shop's reasons as radio buttons. */
function ReasonForm({ formId, onChosen }: { formId: string; onChosen: (reason: string) => void }) {
  const t = useT();
  const read = useOrderReasons('cancellation');
  const form = useRuleForm<Values>({ schema, defaultValues: { reason: '' } });
  return (
    <ReasonsRead read={read}>
      {(reasons) => (
        <form
          id={formId}
          className={css.form}
          noValidate
          onSubmit={form.handleSubmit(({ reason }) => onChosen(reason))}
        >
          <ChoiceGroup
            form={form}
            name="reason"
            label={t('Why do you want to cancel?')}
            required
            options={reasons.map((reason) => ({ value: reason, label: reason }))}
          />
        </form>
      )}
    </ReasonsRead>
  );
}

/** Props of `CancelOrderAction`. */
export interface CancelOrderActionProps {
  order: Order;
  /** The order was cancelled; the shop's words for it. */
  onCanceled: (message: string) => Promise<void>;
}

/**
 * Cancel order: a sheet asks why (the shop's reasons), a dialog asks to confirm, then the order
 * is cancelled. A refusal (the store started on it meanwhile) is said beside the button.
 */
export function CancelOrderAction({ order, onCanceled }: CancelOrderActionProps): ReactNode {
  const t = useT();
  const endpoints = useOrderEndpoints();
  const formId = useId();
  const [asking, setAsking] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const { change, refusal } = useOrderChange(onCanceled);

  const cancel = async () => {
    if (chosen === null) return;
    await change(() => endpoints.cancelOrder(order.id, chosen, { silent: true }));
  };

  return (
    <>
      <OrderChangeButton variant="danger" onClick={() => setAsking(true)} refusal={refusal}>
        {t('Cancel order')}
      </OrderChangeButton>
      <SideSheet
        open={asking}
        onOpenChange={setAsking}
        title={t('Cancel order')}
        footer={
          <Button type="submit" form={formId} fullWidth>
            {t('Continue')}
          </Button>
        }
      >
        <ReasonForm
          formId={formId}
          onChosen={(reason) => {
            setAsking(false);
            setChosen(reason);
          }}
        />
      </SideSheet>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
        title={t('Are you sure you want to cancel this order?')}
        description={chosen === null ? undefined : t('Reason: {reason}', { reason: chosen })}
        onConfirm={cancel}
      />
    </>
  );
}
