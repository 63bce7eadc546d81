/** The delivery-man registration (route /delivery-man/apply). */
export { DeliveryManApplication } from './DeliveryManApplication';
