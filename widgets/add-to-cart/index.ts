export { AddToCart, type AddToCartProps } from './AddToCart';
export { InCartStepper, type InCartStepperProps } from './InCartStepper';
export { isSoldOut } from './soldOut';
export { type CartActions, useCartActions } from './useCartActions';
export { type FocusKeeper, useFocusKeeper } from './useFocusKeeper';
export {
  useVariationChoice,
  type VariationChoice,
  VariationChoices,
  type VariationChoicesProps,
} from './VariationChoices';
