export { Checkout, type CheckoutProps } from './Checkout';
