/** The order tracking page (route /track-order) and its props. */
export { OrderTracking, type OrderTrackingProps } from './OrderTracking';
