export { AddToCart, type AddToCartProps } from './AddToCart';
export { isSoldOut } from './soldOut';
export { useFocusKeeper } from './useFocusKeeper';
export {
  useVariationChoice,
  type VariationChoice,
  VariationChoices,
  type VariationChoicesProps,
} from './VariationChoices';
