import { type ReactNode, useId, useState } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../src/core/api/ApiError';
import type { Order } from '../../src/core/api/wire';
import { refundReasonSchema } from '../../src/core/validation';
import { Button } from '../../src/ui/Button';
import {
  FormAlert,
  SERVER_ERROR,
  SelectField,
  TextAreaField,
  useRuleForm,
} from '../../src/ui/form';
import { ImagePicker } from '../../src/ui/orders';
import { SideSheet } from '../../src/ui/SideSheet';
import { useOrderEndpoints, useT } from '../../src/ui/souq';
import * as css from './OrderDetails.css';
import { ReasonsRead } from './ReasonsRead';
import { refusalText } from './refusalText';
import { useOrderReasons } from './useOrderReasons';

const schema = v.object({
  reason: refundReasonSchema,
  note: v.optional(v.string(), ''),
});

type Values = v.InferOutput<typeof schema>;

/** The refund form: the shop's reason, a note and up to three photos. */
function RefundForm({
  order,
  formId,
  onSent,
  onBusy,
}: {
  order: Order;
  formId: string;
  onSent: (message: string) => Promise<void>;
  onBusy: (busy: boolean) => void;
}): ReactNode {
  const t = useT();
  const endpoints = useOrderEndpoints();
  const read = useOrderReasons('refund');
  const form = useRuleForm<Values>({ schema, defaultValues: { reason: '', note: '' } });
  const [images, setImages] = useState<File[]>([]);
  const [alert, setAlert] = useState<string | null>(null);

  const send = form.handleSubmit(async ({ reason, note }) => {
    setAlert(null);
    onBusy(true);
    try {
      const reply = await endpoints.requestRefund(
        { orderId: order.id, reason, ...(note.trim() ? { note: note.trim() } : {}), images },
        { silent: true },
      );
      await onSent(reply.message);
    } catch (error) {
      // The shop names the reason `customer_reason`; the form calls it `reason`.
      if (isApiError(error) && error.code === 'customer_reason' && error.messages[0]) {
        form.setError(
          'reason',
          { type: SERVER_ERROR, message: error.messages[0] },
          { shouldFocus: true },
        );
      } else {
        setAlert(refusalText(error, t));
      }
    } finally {
      onBusy(false);
    }
  });

  return (
    <ReasonsRead read={read}>
      {(reasons) => (
        <form id={formId} className={css.form} noValidate onSubmit={send}>
          <SelectField
            form={form}
            name="reason"
            label={t('Reason')}
            required
            placeholder={t('Choose a reason')}
            options={reasons.map((reason) => ({ value: reason, label: reason }))}
          />
          <TextAreaField form={form} name="note" label={t('Note (optional)')} />
          <ImagePicker label={t('Photos (optional)')} files={images} onChange={setImages} />
          <FormAlert>{alert}</FormAlert>
        </form>
      )}
    </ReasonsRead>
  );
}

/** Props of `RefundRequestAction`. */
export interface RefundRequestActionProps {
  order: Order;
  /** The refund was asked for; the shop's words for it. */
  onRequested: (message: string) => Promise<void>;
}

/**
 * Request a refund of a delivered order: a sheet with the shop's reasons (one is required), a
 * note and up to three photos, each checked before it is sent; the page then shows the order as
 * refund requested.
 */
export function RefundRequestAction({ order, onRequested }: RefundRequestActionProps): ReactNode {
  const t = useT();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
        {t('Request a refund')}
      </Button>
      <SideSheet
        open={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title={t('Request a refund')}
        footer={
          <Button type="submit" form={formId} fullWidth loading={busy}>
            {t('Send request')}
          </Button>
        }
      >
        <RefundForm
          order={order}
          formId={formId}
          onBusy={setBusy}
          onSent={async (message) => {
            setOpen(false);
            await onRequested(message);
          }}
        />
      </SideSheet>
    </>
  );
}
