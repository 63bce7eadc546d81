import { useSignals } from '@preact/signals-react/runtime';
import { formatPrice } from '../../core/pricing';
import { useSouq } from './SouqProvider';

/** Formats amounts with the shop's price format in the active language. */
export function usePriceFormatter(): (amount: number) => string {
  useSignals();
  const { shop, locale } = useSouq();
  const format = shop.priceFormat.value;
  const language = locale.language.value;
  return (amount) => formatPrice(amount, format, language);
}
