export {
  type MessageValues,
  SouqProvider,
  type SouqProviderProps,
  type Translator,
  useSouq,
  useStorefrontHref,
  useStorefrontNavigate,
  useT,
} from './SouqProvider';
export { usePriceFormatter } from './usePrice';
export { useServerQuery } from './useServerQuery';
