import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId, useState } from 'react';
import type { GiftPacket } from '../../src/core/api/giftWire';
import { landingTurn, settleOfSeed, wheelSlices } from '../../src/core/gifts';
import { useSouq } from '../../src/ui/souq';
import * as css from './GiftSpin.css';
import { GiftWheel } from './GiftWheel';
import { PacketOdds } from './PacketOdds';
import { SpinOutcome } from './SpinOutcome';
import { type PacketSpinState, usePacketSpin } from './usePacketSpin';

/** Props of `PacketCard`. */
export interface PacketCardProps {
  packet: GiftPacket;
}

/** How far the wheel stands turned in a spin's state: at rest before it, on the prize after. */
function turnOf(packet: GiftPacket, state: PacketSpinState): number {
  if (state.status !== 'turning' && state.status !== 'won') return 0;
  const slices = wheelSlices(
    packet.items.map((item) => ({ itemId: item.item_id, weight: item.weight })),
  );
  const { item, seed } = state.draw;
  const turns = state.status === 'turning' ? undefined : 0;
  return landingTurn(slices, item.item_id, settleOfSeed(seed), turns) ?? 0;
}

/**
 * A gift packet: its name and words, its wheel, what it can give with the chances, and the
 * customer's one spin of it (or, for a visitor, the way to sign in and spin).
 */
export function PacketCard({ packet }: PacketCardProps): ReactNode {
  useSignals();
  const { session } = useSouq();
  const signedIn = session.isLoggedIn.value;
  const spin = usePacketSpin(packet.id, signedIn);
  // The prize takes the Spin button's place: focus follows it only after a spin on this visit.
  const [spunHere, setSpunHere] = useState(false);
  const titleId = useId();
  const state: PacketSpinState = signedIn ? spin.state : { status: 'checking' };
  return (
    <li className={css.cardItem}>
      <section
        className={css.card}
        aria-labelledby={titleId}
        aria-busy={state.status === 'checking' && signedIn}
      >
        <div className={css.cardWords}>
          <h2 id={titleId} className={css.cardTitle}>
            {packet.name}
          </h2>
          {packet.description ? <p className={css.muted}>{packet.description}</p> : null}
        </div>
        <GiftWheel
          items={packet.items}
          turn={turnOf(packet, state)}
          turning={state.status === 'turning'}
          onStopped={spin.land}
        />
        <PacketOdds items={packet.items} />
        <SpinOutcome
          signedIn={signedIn}
          state={state}
          focusPrize={spunHere}
          onSpin={() => {
            setSpunHere(true);
            spin.spin();
          }}
          onRetry={spin.retry}
        />
      </section>
    </li>
  );
}
