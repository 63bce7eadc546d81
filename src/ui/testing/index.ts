export { seriousViolations } from './axe';
export {
  createTestCore,
  renderWithSouq,
  type SouqRender,
  type TestCoreOptions,
} from './renderWithSouq';
export { createScrollObserver, type ScrollObserver } from './scrollObserver';
export { renderOnShop, type ShopRender, type ShopSetup } from './renderOnShop';
export { type RoutedOptions, type RoutedRender, renderRouted } from './renderRouted';
