import * as css from './GiftSpin.css';

const TONES = [css.sliceTone.soft, css.sliceTone.muted, css.sliceTone.strong] as const;

/**
 * The colour of the wheel's slice `index` of `count`, so neighbours differ all the way round:
 * the last slice never takes the first one's colour.
 */
export function sliceToneOf(index: number, count: number): string {
  const wrapsOntoFirst = index === count - 1 && count > 1 && index % TONES.length === 0;
  return TONES[wrapsOntoFirst ? 1 : index % TONES.length] ?? TONES[0];
}
