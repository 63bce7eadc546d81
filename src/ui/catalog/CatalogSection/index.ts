export { CatalogSection, type CatalogSectionProps } from './CatalogSection';
export { DeferredSection, type DeferredSectionProps } from './DeferredSection';
export { ProductRowSkeleton, type ProductRowSkeletonProps } from './ProductRowSkeleton';
export { SectionStandIn, type SectionStandInProps } from './SectionStandIn';
