import { type ReactNode, useMemo } from 'react';
import { encode } from 'uqr';
import * as css from './AppQrCard.css';
import { qrPath } from './qrPath';

/** Light modules around the code, as the QR standard asks, so scanners find its edges. */
export const QUIET_ZONE = 4;

/** Props of `QrCode`. */
export interface QrCodeProps {
  /** The text to encode, e.g. the app's store address. */
  value: string;
  /** The id of the element that says what the code is for. */
  labelledBy: string;
  /** Width and height in CSS pixels. */
  size: number;
}

/**
 * A QR code as an SVG: the dark modules in one path over a light square with a quiet zone. The
 * colours are fixed black on white in both themes, because scanners need dark on light.
 */
export function QrCode({ value, labelledBy, size }: QrCodeProps): ReactNode {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { border: 0, ecc: 'M' });
    return { path: qrPath(qr.data), modules: qr.size };
  }, [value]);
  const box = modules + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      className={css.qr}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} className={css.qrLight} />
      <path d={path} className={css.qrDark} />
    </svg>
  );
}
