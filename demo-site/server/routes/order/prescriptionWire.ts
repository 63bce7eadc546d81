import type { PrescriptionOrderFields } from '../../../../src/core/api/prescriptionWire';
import type { orders } from '../../db/orderSchema';
import type { UploadFolder } from '../../uploads/uploadFolders';

/** Where prescription images are kept and served from (the upload service's folder). */
export const PRESCRIPTION_FOLDER = 'prescription' satisfies UploadFolder;

/** The prescription fields of an order reply; the images by the upload route's URLs at `origin`. */
export function prescriptionWire(
  order: Pick<typeof orders.$inferSelect, 'prescriptionOrder' | 'orderAttachment'>,
  origin: string,
): PrescriptionOrderFields {
  return {
    prescription_order: order.prescriptionOrder,
    order_attachment: [...order.orderAttachment],
    order_attachment_full_url: order.orderAttachment.map(
      (name) => `${origin}/images/${PRESCRIPTION_FOLDER}/${encodeURIComponent(name)}`,
    ),
  };
}
