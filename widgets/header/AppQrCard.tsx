import { useSignals } from '@preact/signals-react/runtime';
import { Smartphone } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { HoverCard } from '../../src/ui/HoverCard';
import { Icon } from '../../src/ui/Icon';
import { useSouq, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import * as css from './AppQrCard.css';
import { appUrl } from './appUrl';

// The encoder loads the first time the card opens, not with every page that shows the header.
const QrCode = lazy(() => import('./QrCode').then((module) => ({ default: module.QrCode })));

/** The code's width and height in CSS pixels. */
const QR_SIZE = 160;

/**
 * "Download the app": a link to the configured app that, when pointed at for 700 ms or focused,
 * shows a card with the link's QR code to scan with a phone; it closes 300 ms after the pointer
 * leaves. Nothing shows when the shop has configured no app address.
 */
export function AppQrCard(): ReactNode {
  useSignals();
  const t = useT();
  const { shop } = useSouq();
  const captionId = useId();
  const url = appUrl(shop.appUrls.value);
  if (url === null) return null;
  return (
    <HoverCard
      label={t('Download the app')}
      side="bottom"
      align="end"
      trigger={
        <a href={url} target="_blank" rel="noopener noreferrer" className={css.trigger}>
          <Icon icon={Smartphone} size={16} />
          {t('Download the app')}
          <VisuallyHidden> {t('(opens in a new tab)')}</VisuallyHidden>
        </a>
      }
    >
      <figure className={css.figure}>
        <Suspense fallback={<div className={css.qrPending} />}>
          <QrCode value={url} labelledBy={captionId} size={QR_SIZE} />
        </Suspense>
        <figcaption id={captionId} className={css.caption}>
          {t('Scan the QR code to download the app')}
        </figcaption>
      </figure>
    </HoverCard>
  );
}
