export { featureOn, type ShopFeatures } from './features';
export { type ProfileSection, profileSections } from './profileSections';
export {
  type AppUrls,
  createShopModel,
  type PolicyPage,
  type ShopModel,
  UNCONFIGURED_PRICE_FORMAT,
} from './shopModel';
