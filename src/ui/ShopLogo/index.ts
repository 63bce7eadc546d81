export { ShopLogo, type ShopLogoProps } from './ShopLogo';
