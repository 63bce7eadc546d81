export {
  type MessageValues,
  SouqProvider,
  type SouqProviderProps,
  type Translator,
  useRouterNavigate,
  useSouq,
  useStorefrontHref,
  useStorefrontNavigate,
  useT,
} from './SouqProvider';
export { useAuthEndpoints } from './useAuthEndpoints';
export { type CategoriesRead, useCategories } from './useCategories';
export { useOrderEndpoints } from './useOrderEndpoints';
export { usePriceFormatter } from './usePrice';
export { type SectionRead, useSectionRead } from './useSectionRead';
export { useServerQuery } from './useServerQuery';
export { useSignIn } from './useSignIn';
export { useWalletEndpoints } from './useWalletEndpoints';
