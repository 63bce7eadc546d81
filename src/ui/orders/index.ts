/*
 * What the order pages share (order list, order details, tracking): how a status is named and
 * coloured, how a payment and an order's moments are worded, and the pieces of their forms.
 */
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './OrderStatusBadge';
export {
  isOrderStatus,
  ORDER_STATUS_TONES,
  ORDER_STATUSES,
  type OrderStatusTone,
  orderStatusLabel,
  orderStatusTone,
} from './orderStatus';
export { formatOrderTime } from './orderTime';
export { paymentMethodLabel, paymentStatusLabel } from './paymentWording';
export { StarRatingField, type StarRatingFieldProps } from './StarRatingField';
