export { CatalogSection, type CatalogSectionProps } from './CatalogSection';
export { DeferredSection, type DeferredSectionProps } from './DeferredSection';
