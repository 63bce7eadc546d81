import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useState } from 'react';
import { catalogImageSrc, HOME_PATH } from '../../core/catalog';
import { useSouq, useStorefrontHref, useT } from '../souq';

/** Props of `ShopLogo`; the classes let each header size the logo its own way. */
export interface ShopLogoProps {
  className?: string | undefined;
  imageClassName?: string | undefined;
  textClassName?: string | undefined;
  /** The picture's height in CSS pixels, reserved before it loads. */
  height: number;
}

/**
 * The shop's logo linking home: the configured picture named by the shop's name, or the name
 * itself while there is no picture or when it fails to load.
 */
export function ShopLogo({
  className,
  imageClassName,
  textClassName,
  height,
}: ShopLogoProps): ReactNode {
  useSignals();
  const t = useT();
  const href = useStorefrontHref();
  const { shop } = useSouq();
  const src = catalogImageSrc(shop.logo.value, shop.imageBaseUrls.value, 'business_logo_url');
  // Remembers which address failed, so a new logo gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = shop.name.value ?? t('Souq');
  return (
    <a className={className} href={href(HOME_PATH)}>
      {src && src !== failedSrc ? (
        <img
          className={imageClassName}
          src={src}
          alt={name}
          height={height}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span className={textClassName}>{name}</span>
      )}
    </a>
  );
}
