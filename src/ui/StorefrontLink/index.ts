export { StorefrontLink, type StorefrontLinkProps } from './StorefrontLink';
export { useStorefrontLink } from './useStorefrontLink';
