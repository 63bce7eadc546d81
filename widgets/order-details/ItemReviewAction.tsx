import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../src/core/api/ApiError';
import type { OrderDetail } from '../../src/core/api/wire';
import { ratingSchema, reviewCommentSchema } from '../../src/core/validation';
import { Button } from '../../src/ui/Button';
import { FormAlert, showServerFieldError, TextAreaField, useRuleForm } from '../../src/ui/form';
import { Icon } from '../../src/ui/Icon';
import { ImagePicker, StarRatingField } from '../../src/ui/orders';
import { SideSheet } from '../../src/ui/SideSheet';
import { useOrderEndpoints, useT } from '../../src/ui/souq';
import * as css from './OrderDetails.css';
import { refusalText } from './refusalText';

const schema = v.object({ rating: ratingSchema, comment: reviewCommentSchema });

type Values = v.InferOutput<typeof schema>;

/** The status code of "you already reviewed this item for this order". */
const CONFLICT = 409;

/** The review form of one line: stars, a comment and up to three photos. */
function ReviewForm({
  line,
  formId,
  onReviewed,
  onBusy,
}: {
  line: OrderDetail;
  formId: string;
  onReviewed: (message: string) => Promise<void>;
  onBusy: (busy: boolean) => void;
}): ReactNode {
  const t = useT();
  const endpoints = useOrderEndpoints();
  const form = useRuleForm<Values>({ schema, defaultValues: { rating: null, comment: '' } });
  const [images, setImages] = useState<File[]>([]);
  const [alert, setAlert] = useState<string | null>(null);

  const send = form.handleSubmit(async ({ rating, comment }) => {
    setAlert(null);
    onBusy(true);
    try {
      const reply = await endpoints.submitReview(
        { itemId: line.item_id, orderId: line.order_id, rating: rating ?? 0, comment, images },
        { silent: true },
      );
      await onReviewed(reply.message);
    } catch (error) {
      // Reviewed before (another tab, another visit): the item is reviewed all the same.
      if (isApiError(error) && error.status === CONFLICT) {
        await onReviewed(refusalText(error, t));
      } else if (!showServerFieldError(form, error, ['rating', 'comment'])) {
        setAlert(refusalText(error, t));
      }
    } finally {
      onBusy(false);
    }
  });

  return (
    <form id={formId} className={css.form} noValidate onSubmit={send}>
      <StarRatingField form={form} name="rating" label={t('Rating')} required />
      <TextAreaField form={form} name="comment" label={t('Comment')} required />
      <ImagePicker label={t('Photos (optional)')} files={images} onChange={setImages} />
      <FormAlert>{alert}</FormAlert>
    </form>
  );
}

/**
 * What a reviewed line says. It takes the focus when it replaces the pressed button, so a
 * keyboard user stays where they were; it only ever appears after a review on this page.
 */
function ReviewedNote(): ReactNode {
  const t = useT();
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p ref={note} tabIndex={-1} className={css.lineAction}>
      <Icon icon={CircleCheck} size={16} />
      {t('You reviewed this item')}
    </p>
  );
}

/** Props of `ItemReviewAction`. */
export interface ItemReviewActionProps {
  line: OrderDetail;
  /** The id of the line's name, which the button is described by. */
  nameId: string;
  /** Whether the shopper reviewed the item on this page already. */
  reviewed: boolean;
  /** The item was reviewed; the shop's words for it. */
  onReviewed: (itemId: number, message: string) => Promise<void>;
}

/**
 * Write a review of one line of a delivered order, once: a sheet with the stars (required), a
 * comment (required) and up to three photos. Once sent, the line says it was reviewed.
 */
export function ItemReviewAction({
  line,
  nameId,
  reviewed,
  onReviewed,
}: ItemReviewActionProps): ReactNode {
  const t = useT();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (reviewed) return <ReviewedNote />;
  return (
    <div className={css.lineAction}>
      <Button variant="secondary" size="sm" aria-describedby={nameId} onClick={() => setOpen(true)}>
        {t('Write a review')}
      </Button>
      <SideSheet
        open={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title={t('Review {name}', { name: line.item_details.name })}
        footer={
          <Button type="submit" form={formId} fullWidth loading={busy}>
            {t('Send review')}
          </Button>
        }
      >
        <ReviewForm
          line={line}
          formId={formId}
          onBusy={setBusy}
          onReviewed={async (message) => {
            setOpen(false);
            await onReviewed(line.item_id, message);
          }}
        />
      </SideSheet>
    </div>
  );
}
