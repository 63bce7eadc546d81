export { GiftSpin, type GiftSpinProps } from './GiftSpin';
