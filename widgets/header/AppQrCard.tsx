import { useSignals } from '@preact/signals-react/runtime';
import { Smartphone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { HoverCard } from '../../src/ui/HoverCard';
import { Icon } from '../../src/ui/Icon';
import { useSouq, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import * as css from './AppQrCard.css';
import { appUrl } from './appUrl';
import { QrCode } from './QrCode';

/**
 * "Download the app": a link to the configured app that, when pointed at for 700 ms or focused,
 * shows a card with the link's QR code to scan with a phone; it closes 300 ms after the pointer
 * leaves. Nothing shows when the shop has configured no app address.
 */
export function AppQrCard(): ReactNode {
  useSignals();
  const t = useT();
  const { store } = useSouq();
  const captionId = useId();
  const url = appUrl(store.config.value.configData);
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
        <QrCode value={url} labelledBy={captionId} size={160} />
        <figcaption id={captionId} className={css.caption}>
          {t('Scan the QR code to download the app')}
        </figcaption>
      </figure>
    </HoverCard>
  );
}
