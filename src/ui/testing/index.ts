export { seriousViolations } from './axe';
export {
  createTestCore,
  renderWithSouq,
  type SouqRender,
  type TestCoreOptions,
} from './renderWithSouq';
