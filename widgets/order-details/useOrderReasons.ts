import { useSignals } from '@preact/signals-react/runtime';
import type { SectionRead } from '../../src/ui/souq';
import { useOrderEndpoints, useSectionRead, useSouq } from '../../src/ui/souq';

/** The reasons the shop offers, as the shopper reads them. */
export type ReasonKind = 'cancellation' | 'refund';

/**
 * The shop's reasons to cancel an order or to ask a refund, in the active language, through the
 * query cache: the sheet that asks for one reads them when it opens, once in a while.
 */
export function useOrderReasons(kind: ReasonKind): SectionRead<string[]> {
  useSignals();
  const { cache, locale } = useSouq();
  const endpoints = useOrderEndpoints();
  const key = ['orders', 'reasons', kind, locale.language.value];
  return useSectionRead(key, () =>
    cache.fetch(key, async (): Promise<string[]> => {
      // Silent: the sheet says what went wrong where the shopper is looking.
      if (kind === 'cancellation') {
        const page = await endpoints.getCancellationReasons({ silent: true });
        return page.data.map((reason) => reason.reason);
      }
      const reply = await endpoints.getRefundReasons({ silent: true });
      return reply.refund_reasons.map((reason) => reason.reason);
    }),
  );
}
