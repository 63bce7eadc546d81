import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Toast, ToastType } from '../../core/toast';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import { useT } from '../souq/SouqProvider';
import * as css from './Toaster.css';

/** Props of `ToastItem`. */
export interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
}

function StatusMark({ type }: { type: ToastType }): ReactNode {
  const mark = markOf(type);
  return mark === null ? null : <span className={css.mark}>{mark}</span>;
}

function markOf(type: ToastType): ReactNode {
  switch (type) {
    case 'success':
      return <Icon icon={CircleCheck} className={css.tone.success} />;
    case 'error':
      return <Icon icon={CircleAlert} className={css.tone.error} />;
    case 'loading':
      return <Spinner size="sm" className={css.tone.neutral} />;
    case 'blank':
    case 'custom':
      return null;
    default:
      return type satisfies never;
  }
}

/** One notification: its status mark, its message and a button that dismisses it. */
export function ToastItem({ toast, onDismiss }: ToastItemProps): ReactNode {
  const t = useT();
  return (
    <div className={css.toast} data-type={toast.type}>
      <StatusMark type={toast.type} />
      <p className={css.message}>{toast.message}</p>
      <IconButton
        icon={X}
        size="sm"
        label={t('Dismiss notification')}
        onClick={() => onDismiss(toast.id)}
      />
    </div>
  );
}
