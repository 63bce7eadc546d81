/* Why an order left the tracking steps, in the tracking page's words. */
import type { MessageKey } from '../../src/core/i18n';
import type { EndedStatus } from './trackingSteps';

/** What the page says of an order that left the steps. */
export const ENDED_MESSAGES: Readonly<Record<EndedStatus, MessageKey>> = {
  canceled: 'This order was canceled.',
  failed: 'This order could not be completed.',
  refunded: 'This order was refunded.',
  refund_requested: 'A refund was requested for this order.',
};
