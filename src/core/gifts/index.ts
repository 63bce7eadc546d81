export { drawGift, type GiftWeight, isDrawSeed } from './giftDraw';
export {
  itemUnderPointer,
  landingTurn,
  settleOfSeed,
  WHEEL_TURNS,
  type WheelSlice,
  wheelSlices,
} from './giftWheel';
