import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties, ReactNode } from 'react';
import type { GiftPacketItem } from '../../src/core/api/giftWire';
import { catalogImageSrc } from '../../src/core/catalog';
import { type WheelSlice, wheelSlices } from '../../src/core/gifts';
import { useSouq } from '../../src/ui/souq';
import * as css from './GiftSpin.css';
import { sliceToneOf } from './sliceTone';

/** Props of `GiftWheel`. */
export interface GiftWheelProps {
  items: readonly GiftPacketItem[];
  /** How far the wheel has turned clockwise, in degrees. */
  turn: number;
  /** Whether it moves to `turn` (a spin) rather than standing there. */
  turning: boolean;
  /** The wheel has stopped turning. */
  onStopped: () => void;
}

/** The wheel's radius in its own units (its box runs from -100 to 100). */
const RADIUS = 96;
/** Where a slice's picture sits, as a share of the radius. */
const PICTURE_RADIUS = 0.6;
const PICTURE_MAX = 44;
/** Below this a slice is too thin to carry a picture; the list beside it names the item. */
const PICTURE_MIN = 14;

/** The point `radius` out from the centre at `degrees` clockwise from the top. */
function pointAt(degrees: number, radius: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [radius * Math.sin(radians), -radius * Math.cos(radians)];
}

/** The outline of a slice: from the centre, along the rim, back. */
function slicePath({ start, sweep }: WheelSlice): string {
  const [x1, y1] = pointAt(start, RADIUS);
  const [x2, y2] = pointAt(start + sweep, RADIUS);
  const large = sweep > 180 ? 1 : 0;
  return `M0 0L${x1.toFixed(3)} ${y1.toFixed(3)}A${RADIUS} ${RADIUS} 0 ${large} 1 ${x2.toFixed(3)} ${y2.toFixed(3)}Z`;
}

/** The size of the picture a slice has room for at its picture's distance from the centre. */
function pictureSize({ sweep }: WheelSlice): number {
  if (sweep >= 180) return PICTURE_MAX;
  const chord = 2 * RADIUS * PICTURE_RADIUS * Math.sin((sweep * Math.PI) / 360);
  return Math.min(PICTURE_MAX, chord * 0.75);
}

/**
 * The packet's wheel: a slice per item as wide as its chance, with the item's picture, under a
 * pointer at the top. It only pictures the draw, so it is hidden from screen readers: the list of
 * items beside it says the chances, and the card says the prize.
 */
export function GiftWheel({ items, turn, turning, onStopped }: GiftWheelProps): ReactNode {
  useSignals();
  const { shop } = useSouq();
  const slices = wheelSlices(items.map((item) => ({ itemId: item.item_id, weight: item.weight })));
  const pictureOf = new Map(
    items.map((item) => [
      item.item_id,
      catalogImageSrc(item.image, shop.imageBaseUrls.value, 'item_image_url'),
    ]),
  );
  const rotation: CSSProperties = { transform: `rotate(${turn}deg)` };
  return (
    <div className={css.wheelBox} aria-hidden="true">
      <div
        className={`${css.wheel} ${turning ? css.wheelTurning : ''}`}
        style={rotation}
        data-turn={turn}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget && turning) onStopped();
        }}
      >
        <svg viewBox="-100 -100 200 200" className={css.wheelFace} focusable="false">
          <circle r={RADIUS + 3} className={css.wheelRim} />
          {slices.map((slice, index) =>
            slice.sweep >= 360 ? (
              <circle
                key={slice.itemId}
                r={RADIUS}
                className={`${css.slice} ${sliceToneOf(index, slices.length)}`}
              />
            ) : (
              <path
                key={slice.itemId}
                d={slicePath(slice)}
                className={`${css.slice} ${sliceToneOf(index, slices.length)}`}
              />
            ),
          )}
          {slices.map((slice) => {
            const size = pictureSize(slice);
            const picture = pictureOf.get(slice.itemId);
            if (!picture || size < PICTURE_MIN) return null;
            const [x, y] = pointAt(slice.start + slice.sweep / 2, RADIUS * PICTURE_RADIUS);
            return (
              <image
                key={slice.itemId}
                href={picture}
                x={x - size / 2}
                y={y - size / 2}
                width={size}
                height={size}
                preserveAspectRatio="xMidYMid meet"
              />
            );
          })}
          <circle r={12} className={css.wheelHub} />
        </svg>
      </div>
      <svg viewBox="0 0 24 20" className={css.pointer} focusable="false">
        <path d="M2 0h20L12 20z" />
      </svg>
    </div>
  );
}
