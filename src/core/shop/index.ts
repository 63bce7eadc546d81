export { featureOn, type ShopFeatures } from './features';
export { type ProfileSection, profileSections } from './profileSections';
export { pointsWorth, type RewardRates, rewardRates } from './rewardRates';
export {
  type AppUrls,
  createShopModel,
  type PolicyPage,
  type ShopModel,
  UNCONFIGURED_PRICE_FORMAT,
} from './shopModel';
