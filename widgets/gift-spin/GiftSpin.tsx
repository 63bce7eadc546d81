import { useSignals } from '@preact/signals-react/runtime';
import { Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { HomeNotice, pageTitle, RetryNotice } from '../../src/ui/catalog';
import { useT } from '../../src/ui/souq';
import * as css from './GiftSpin.css';
import { PacketCard } from './PacketCard';
import { packetsOnOffer, usePacketsRead } from './usePacketsRead';

/** Props of `GiftSpin`: none, the page shows every packet the shop offers. */
export type GiftSpinProps = Record<string, never>;

/** How many stand-in cards show while the packets load. */
const SKELETON_CARDS = 2;

/** A packet card's stand-in while the packets load, of the card's final size. */
function PacketCardSkeleton(): ReactNode {
  return (
    <li className={css.cardItem}>
      <div className={`${css.card} ${css.skeleton}`}>
        <span className={`${css.bone} ${css.boneTitle}`} />
        <span className={`${css.bone} ${css.boneWheel}`} />
        <span className={`${css.bone} ${css.boneLine}`} />
        <span className={`${css.bone} ${css.boneLine}`} />
        <span className={css.actionBone} />
      </div>
    </li>
  );
}

/**
 * The gift spin (route /gifts, spec §1 "a gift/prize spin"): the shop's gift packets, each with
 * its wheel and the chance of every item in it. A signed-in customer spins each packet once; the
 * server draws the prize, the wheel turns to it (or shows it at once when the shopper asks for
 * reduced motion), and the prize comes free with the customer's next order. A visitor is asked to
 * sign in to spin.
 */
export function GiftSpin(_props: GiftSpinProps): ReactNode {
  useSignals();
  const t = useT();
  const read = usePacketsRead();
  const { state } = read;
  const busy = state.status === 'idle' || state.status === 'loading';
  return (
    <div className={css.page} aria-busy={busy} part="root">
      <h1 className={pageTitle}>{t('Gift spin')}</h1>
      <p className={css.intro}>
        {t('Spin a packet once: the gift it gives you comes free with your next order.')}
      </p>
      {content()}
    </div>
  );

  function content(): ReactNode {
    switch (state.status) {
      case 'idle':
      case 'loading':
        return (
          <ul className={css.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
              <PacketCardSkeleton key={index} />
            ))}
          </ul>
        );
      case 'error':
        return (
          <RetryNotice message={t('The gift packets could not be loaded.')} onRetry={read.retry} />
        );
      case 'success': {
        const packets = packetsOnOffer(state.data);
        if (packets.length === 0) {
          return <HomeNotice icon={Gift} message={t('No gift packets are on offer right now')} />;
        }
        return (
          <ul className={css.grid}>
            {packets.map((packet) => (
              <PacketCard key={packet.id} packet={packet} />
            ))}
          </ul>
        );
      }
      default:
        return state satisfies never;
    }
  }
}
