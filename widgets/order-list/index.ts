export { OrderList, type OrderListProps, ORDERS_PAGE_SIZE } from './OrderList';
