/*
 * The order pages' rules, free of any framework: what a shopper may still do with an order, its
 * history, its bill, and how its lines go back into the cart.
 */
export { lineTotal, type OrderAmounts, orderAmounts } from './orderAmounts';
export { isOrderKind, ORDER_KINDS, type OrderKind, orderKindOf } from './orderKind';
export {
  CANCELABLE_STATUSES,
  canCancel,
  canOrderAgain,
  canRequestRefund,
  canReview,
  canSwitchToCashOnDelivery,
  isUnderWay,
  type OrderViewer,
  PREVIOUS_STATUSES,
  RUNNING_STATUSES,
} from './orderRules';
export { ORDER_STATUSES } from './orderStatuses';
export {
  orderTimeline,
  TIMED_STATUSES,
  type TimedStatus,
  type TimelineStep,
} from './orderTimeline';
export { type ReorderOutcome, type ReorderRefusal, reorderLine } from './reorder';
