export { drawGift, type GiftWeight, isDrawSeed } from './giftDraw';
