export { AddToCart, type AddToCartProps } from './AddToCart';
