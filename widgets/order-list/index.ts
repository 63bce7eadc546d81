export { ORDERS_PAGE_SIZE, OrderList, type OrderListProps } from './OrderList';
