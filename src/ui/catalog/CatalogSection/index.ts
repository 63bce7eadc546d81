export { CatalogSection, type CatalogSectionProps } from './CatalogSection';
