export {
  type MessageValues,
  SouqProvider,
  type SouqProviderProps,
  type Translator,
  useSouq,
  useT,
} from './SouqProvider';
export { usePriceFormatter } from './usePrice';
