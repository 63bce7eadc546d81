import { useSignals } from '@preact/signals-react/runtime';
import type { GiftPacketPage } from '../../src/core/api/giftWire';
import { type SectionRead, useSectionRead, useSouq } from '../../src/ui/souq';
import { useGiftEndpoints } from './useGiftEndpoints';

/** The packets asked for: more than a shop offers at once. */
const PACKETS_SHOWN = 20;

/**
 * The shop's gift packets in the page's language, read once through the query cache: the gift
 * spin page and the home page's entry to it share the one reply.
 */
export function usePacketsRead(): SectionRead<GiftPacketPage> {
  useSignals();
  const { cache, locale } = useSouq();
  const endpoints = useGiftEndpoints();
  const key = ['gift-packets', locale.language.value];
  return useSectionRead(key, () =>
    // Silent: the page says what went wrong where the shopper is looking.
    cache.fetch(key, () =>
      endpoints.getGiftPackets({ limit: PACKETS_SHOWN, offset: 1 }, { silent: true }),
    ),
  );
}

/** The packets that have something to give. */
export const packetsOnOffer = (page: GiftPacketPage) =>
  page.gift_packets.filter((packet) => packet.items.length > 0);
