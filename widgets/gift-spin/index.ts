export { GiftPacketsStrip, GiftPacketsStripSkeleton } from './GiftPacketsStrip';
export { GiftSpin, type GiftSpinProps } from './GiftSpin';
