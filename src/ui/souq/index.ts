export {
  type MessageValues,
  SouqProvider,
  type SouqProviderProps,
  type Translator,
  useSouq,
  useRouterNavigate,
  useStorefrontHref,
  useStorefrontNavigate,
  useT,
} from './SouqProvider';
export { type CategoriesRead, useCategories } from './useCategories';
export { usePriceFormatter } from './usePrice';
export { useServerQuery } from './useServerQuery';
