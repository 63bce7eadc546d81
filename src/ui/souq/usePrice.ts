import { useSignals } from '@preact/signals-react/runtime';
import { formatPrice, type PriceFormat } from '../../core/pricing';
import { useSouq } from './SouqProvider';

/** How prices look until the configuration has loaded: two decimals, no symbol. */
const UNCONFIGURED: PriceFormat = {
  currency_symbol: '',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
};

/** Formats amounts with the shop's currency settings in the active language. */
export function usePriceFormatter(): (amount: number) => string {
  useSignals();
  const { store } = useSouq();
  const format = store.config.value.configData ?? UNCONFIGURED;
  const locale = store.language.value;
  return (amount) => formatPrice(amount, format, locale);
}
