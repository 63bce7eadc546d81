export {
  type AppUrls,
  createShopModel,
  type PolicyPage,
  type ShopFeatures,
  type ShopModel,
  UNCONFIGURED_PRICE_FORMAT,
} from './shopModel';
