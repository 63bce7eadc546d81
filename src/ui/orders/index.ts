/*
 * What the order pages share (order list, order details, tracking): how a status is named and
 * coloured, and the pieces of their forms.
 */
export {
  isOrderStatus,
  ORDER_STATUS_TONES,
  ORDER_STATUSES,
  type OrderStatusTone,
  orderStatusLabel,
  orderStatusTone,
} from './orderStatus';
