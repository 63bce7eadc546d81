import { type ReactNode, useState } from 'react';
import { Img } from '../Img';
import { useT } from '../souq';
import * as css from './PhotoGallery.css';
import { PhotoViewer } from './PhotoViewer';

/** Props of `PhotoGallery`. */
export interface PhotoGalleryProps {
  /** The pictures' addresses, in their order. */
  photos: readonly string[];
  /** The thumbnails' side in CSS pixels. */
  thumbnail: number;
}

/**
 * Pictures as square thumbnails, each a button that opens it full size in the page's viewer
 * ('Photo 2 of 3'), the focus back on the thumbnail when it closes. Nothing without pictures.
 */
export function PhotoGallery({ photos, thumbnail }: PhotoGalleryProps): ReactNode {
  const t = useT();
  const [shown, setShown] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className={css.thumbnails}>
        {photos.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              className={css.thumbnail}
              aria-label={t('Open photo {number} full size', { number: index + 1 })}
              aria-haspopup="dialog"
              onClick={() => setShown(index)}
            >
              <Img
                src={url}
                alt={t('Photo {number}', { number: index + 1 })}
                width={thumbnail}
                height={thumbnail}
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer photos={photos} shown={shown} onShow={setShown} />
    </>
  );
}
