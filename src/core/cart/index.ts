export {
  type CartLineRef,
  cartLineKey,
  isSameLine,
  variationKey,
  variationType,
} from './cartLine';
export { CART_MESSAGES, type CartMessageKey } from './cartMessages';
export { cartItemPayload, type PayloadItem } from './cartPayload';
export { cartItemFromRow } from './cartRow';
export {
  addToCart,
  type Cart,
  type CartResult,
  cartQuantityLimit,
  clearCart,
  decrementQuantity,
  incrementQuantity,
  itemQuantity,
  quantityChangeRefusal,
  quantityRefusal,
  quantityRoom,
  removeFromCart,
  saleStockLimit,
  stockLimit,
} from './cartRules';
export {
  type CartApi,
  type CartService,
  type CartServiceDeps,
  createCartService,
} from './cartService';
export {
  type Choosable,
  hasChoices,
  inStock,
  type OptionOutlook,
  optionOutlook,
  type Picks,
  pickedVariation,
  typeOptions,
  unpickedGroups,
} from './variationChoice';
