/*
 * Wire fields of prescription orders (issue #19, pharmacy module), as 6amMart v1 sends them on
 * every order of customer/order/list, running-orders, track and (before the pharmacy prices it)
 * details.
 */

/** What every order reply carries about a prescription: none for an order from the cart. */
export interface PrescriptionOrderFields {
  /** Placed with prescription images and no lines; the pharmacy prices it later. */
  prescription_order: boolean;
  /** The images' stored names, in the order sent. */
  order_attachment: string[];
  /** Where each image is served (the upload service's URL), in the same order. */
  order_attachment_full_url: string[];
}
