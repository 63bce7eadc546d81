import { ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import * as css from './Img.css';

/** Ways a picture can fill its box. */
export const IMG_FITS = ['cover', 'contain'] as const;

/** `cover` crops to fill the box; `contain` shows the whole picture inside it. */
export type ImgFit = (typeof IMG_FITS)[number];

/** Props of `Img`. */
export interface ImgProps {
  /** The picture; empty or missing shows the placeholder straight away. */
  src: string | null | undefined;
  /** What the picture shows; empty for a decorative picture. */
  alt: string;
  /** Intrinsic width in CSS pixels, always set so the page does not shift when it loads. */
  width: number;
  /** Intrinsic height in CSS pixels, always set so the page does not shift when it loads. */
  height: number;
  /** `lazy` by default; `eager` for the picture that is the page's largest paint. */
  loading?: 'lazy' | 'eager' | undefined;
  /** Download priority hint, e.g. `high` for the largest picture above the fold. */
  fetchPriority?: 'high' | 'low' | 'auto' | undefined;
  /** `cover` by default. */
  fit?: ImgFit | undefined;
  className?: string | undefined;
}

/** Share of the placeholder's shorter side taken by its mark. */
const MARK_SHARE = 0.3;

/**
 * A picture that never shifts the layout and never shows a broken-image icon: when it fails to
 * load (or has no source) a muted tile of the same box takes its place, named like the picture.
 */
export function Img({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  fit = 'cover',
  className,
}: ImgProps): ReactNode {
  // Remembers which source failed, so a new `src` gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = [css.box, css.fit[fit], className ?? ''].filter(Boolean).join(' ');

  if (!src || src === failedSrc) {
    return <Placeholder alt={alt} width={width} height={height} className={classes} />;
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={classes}
      onError={() => setFailedSrc(src)}
    />
  );
}

/**
 * The stand-in: an SVG, because its width, height and viewBox attributes size it exactly like the
 * image without an inline style (which a strict CSP would block).
 */
function Placeholder({
  alt,
  width,
  height,
  className,
}: Pick<ImgProps, 'alt' | 'width' | 'height'> & { className: string }): ReactNode {
  const markSize = Math.round(Math.min(width, height) * MARK_SHARE);
  const named = alt !== '';
  return (
    <svg
      role={named ? 'img' : undefined}
      aria-label={named ? alt : undefined}
      aria-hidden={named ? undefined : true}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={className}
    >
      <rect width={width} height={height} className={css.tile} />
      <ImageOff
        aria-hidden="true"
        x={(width - markSize) / 2}
        y={(height - markSize) / 2}
        size={markSize}
        strokeWidth={1.5}
        className={css.mark}
      />
    </svg>
  );
}
