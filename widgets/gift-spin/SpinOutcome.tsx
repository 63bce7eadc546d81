import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef } from 'react';
import type { GiftDraw } from '../../src/core/api/giftWire';
import {
  catalogImageSrc,
  GIFTS_PATH,
  HOME_PATH,
  orderDetailsPath,
  signInPath,
} from '../../src/core/catalog';
import { Button } from '../../src/ui/Button';
import { Img } from '../../src/ui/Img';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './GiftSpin.css';
import type { PacketSpinState } from './usePacketSpin';

/** Props of `SpinOutcome`. */
export interface SpinOutcomeProps {
  signedIn: boolean;
  state: PacketSpinState;
  /** Moves focus to the way on once the prize shows (after a spin, not on a later visit). */
  focusPrize: boolean;
  onSpin: () => void;
  onRetry: () => void;
}

/**
 * The foot of a packet's card: what the spin gave, said in a live region as the wheel stops, and
 * the way on: Spin, the order the prize goes with, or for a visitor Sign in to spin.
 */
export function SpinOutcome({
  signedIn,
  state,
  focusPrize,
  onSpin,
  onRetry,
}: SpinOutcomeProps): ReactNode {
  const t = useT();
  return (
    <div className={css.outcome}>
      <div role="status" className={css.announcement}>
        {state.status === 'turning' ? (
          <p className={css.muted}>{t('The wheel is spinning…')}</p>
        ) : state.status === 'won' ? (
          <Prize draw={state.draw} />
        ) : null}
      </div>
      {action()}
    </div>
  );

  function action(): ReactNode {
    if (!signedIn) return <SignInToSpin />;
    switch (state.status) {
      case 'checking':
        return <span className={css.actionBone} aria-hidden="true" />;
      case 'unknown':
        return (
          <div className={css.checkFailure}>
            <p className={css.muted}>
              {t('We could not check whether you have spun this packet.')}
            </p>
            <Button variant="secondary" onClick={onRetry}>
              {t('Try again')}
            </Button>
          </div>
        );
      case 'ready':
      case 'turning':
        return (
          <>
            <Button fullWidth loading={state.status === 'turning' || state.asking} onClick={onSpin}>
              {t('Spin the wheel')}
            </Button>
            {state.status === 'ready' && state.refusal ? (
              <p role="alert" className={css.refusal}>
                {state.refusal}
              </p>
            ) : null}
          </>
        );
      case 'won':
        return <PrizeWayOn draw={state.draw} focus={focusPrize} />;
      default:
        return state satisfies never;
    }
  }
}

/** The prize: its picture, what it is, and when it comes. */
function Prize({ draw }: { draw: GiftDraw }): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  return (
    <div className={css.prize}>
      <Img
        src={catalogImageSrc(draw.item.image, shop.imageBaseUrls.value, 'item_image_url')}
        alt=""
        width={56}
        height={56}
        fit="contain"
        className={css.prizePicture}
      />
      <p className={css.prizeText}>
        <strong className={css.prizeName}>{t('You won {item}!', { item: draw.item.name })}</strong>{' '}
        <span>
          {draw.order_id === null
            ? t('It comes free with your next order.')
            : t('It comes free with order #{id}.', { id: draw.order_id })}
        </span>
      </p>
    </div>
  );
}

/** After the prize: the order it goes with, or back to shopping for the order it will join. */
function PrizeWayOn({ draw, focus }: { draw: GiftDraw; focus: boolean }): ReactNode {
  const t = useT();
  const link = useStorefrontLink();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return draw.order_id === null ? (
    <Button ref={ref} variant="secondary" fullWidth {...link(HOME_PATH)}>
      {t('Continue shopping')}
    </Button>
  ) : (
    <Button ref={ref} variant="secondary" fullWidth {...link(orderDetailsPath(draw.order_id))}>
      {t('View the order')}
    </Button>
  );
}

/** A visitor's way to spin: sign in, and come back here. */
function SignInToSpin(): ReactNode {
  const t = useT();
  const signIn = useStorefrontLink()(signInPath(GIFTS_PATH));
  return (
    <Button fullWidth {...signIn}>
      {t('Sign in to spin')}
    </Button>
  );
}
