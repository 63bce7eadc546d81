import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import type { Item } from '../../src/core/api/wire';
import { catalogImageSrc } from '../../src/core/catalog';
import { directionOf } from '../../src/core/i18n';
import { Img } from '../../src/ui/Img';
import { arrowStep } from '../../src/ui/keyboard/arrowStep';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './ProductGallery.css';

/** Intrinsic size of the main picture: the largest the page shows it, so nothing shifts. */
export const GALLERY_IMAGE_SIZE = 560;
/** Intrinsic size of a thumbnail. */
const THUMB_SIZE = 64;

/** The item's pictures, the main one first, each once. */
export function pictureNames(item: Pick<Item, 'image' | 'images'>): string[] {
  return [...new Set([item.image, ...(item.images ?? [])].filter((name) => name !== ''))];
}

/**
 * The item's pictures: the chosen one large, and under it (when there are several) thumbnails as
 * a radio group: arrow keys move the choice, left and right following the text direction.
 */
export function ProductGallery({ item }: { item: Item }): ReactNode {
  useSignals();
  const t = useT();
  const { shop, locale } = useSouq();
  const names = pictureNames(item);
  const [chosen, setChosen] = useState(0);
  const thumbs = useRef<HTMLDivElement>(null);
  const shown = Math.min(chosen, Math.max(0, names.length - 1));
  const src = (name: string | undefined) =>
    catalogImageSrc(name, shop.imageBaseUrls.value, 'item_image_url');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowStep(event.key, directionOf(locale.language.value));
    if (step === 0) return;
    event.preventDefault();
    const next = (shown + step + names.length) % names.length;
    setChosen(next);
    thumbs.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };

  return (
    <div className={css.gallery}>
      <Img
        src={src(names[shown])}
        alt={item.name}
        width={GALLERY_IMAGE_SIZE}
        height={GALLERY_IMAGE_SIZE}
        loading="eager"
        fetchPriority="high"
        fit="contain"
        className={css.main}
      />
      {names.length > 1 ? (
        <div
          ref={thumbs}
          role="radiogroup"
          aria-label={t('Pictures of {name}', { name: item.name })}
          className={css.thumbs}
          onKeyDown={onKeyDown}
        >
          {names.map((name, index) => (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={index === shown}
              aria-label={t('Picture {number} of {count}', {
                number: index + 1,
                count: names.length,
              })}
              tabIndex={index === shown ? 0 : -1}
              className={css.thumb}
              onClick={() => setChosen(index)}
            >
              <Img src={src(name)} alt="" width={THUMB_SIZE} height={THUMB_SIZE} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The gallery's stand-in while the item loads: the main picture's square. */
export function ProductGallerySkeleton(): ReactNode {
  return <span className={css.bone} />;
}
