import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../Button';
import { useT } from '../../souq';
import { PageNotice } from './PageNotice';

/** Props of `RetryNotice`. */
export interface RetryNoticeProps {
  /** What could not be loaded, translated. */
  message: string;
  /** Asks again for what failed. */
  onRetry: () => void;
}

/** A page's notice for a read that failed: what failed, and Try again. */
export function RetryNotice({ message, onRetry }: RetryNoticeProps): ReactNode {
  const t = useT();
  return (
    <PageNotice icon={CloudOff} message={message}>
      <Button variant="secondary" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </PageNotice>
  );
}
