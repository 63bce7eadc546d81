/*
 * souq-kit/core/testing: fixtures and an in-memory backend for widget tests and stories. Kept
 * out of the core's own index so it never ships in a widget bundle.
 */
export { FIXTURE_IDS, type FixtureCase, fixtureItem, fixtureItems } from './catalogFixtures';
export type { FakeOrder, FakeShopOrders } from './fakeAfterOrder';
export type { FakeCartRow, FakeCartSeed, FakeShopCart } from './fakeCart';
export type { FakeCall } from './fakeHttp';
export { type FakeOrderSpec, fakeOrder } from './fakeOrderFixtures';
export { FAKE_PHARMACY_STORE_ID } from './fakePrescriptions';
export { FIXTURE_CAMPAIGN_IDS, fixtureCampaigns, fixtureCoupons } from './fakePromotions';
export {
  createFakeShop,
  FAKE_SHOP_TOKEN,
  type FakeFailure,
  type FakeShop,
  type FakeShopOptions,
} from './fakeShop';
export { FIXTURE_CLOSED_STORE_ID } from './fakeStorePage';
export type { FakeShopSupport, FakeSupportSeed } from './fakeSupport';
export type { FakeShopWishlist } from './fakeWishlist';
export {
  fakeCustomer,
  fakeLandingData,
  fakeModules,
  fakeShopConfig,
  fakeShopModules,
} from './shopFixtures';
