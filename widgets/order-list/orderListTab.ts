/** The order list's tabs: orders still under way, and those that are over. */
export const ORDER_LIST_TABS = ['running', 'previous'] as const;

/** One of the order list's tabs. */
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/** The tab an attribute or prop names; orders in progress when it names none the list has. */
export function orderListTab(value: string | undefined): OrderListTab {
  return value === 'previous' ? 'previous' : 'running';
}
