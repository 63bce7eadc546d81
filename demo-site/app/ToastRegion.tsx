import { useSignals } from '@preact/signals-react/runtime';
import { useSouq, useT } from '../../src/ui/souq';
import * as styles from './shell.css';

/**
 * The storefront's toasts: errors in an assertive live region, everything else polite. Hovering
 * or focusing the stack pauses the timers so a toast can be read to the end.
 */
export function ToastRegion() {
  useSignals();
  const { toasts } = useSouq();
  const t = useT();
  const visible = toasts.toasts.value.filter((toast) => toast.visible);
  const byLiveness = (live: 'polite' | 'assertive') =>
    visible.filter((toast) => toast.ariaLive === live);
  return (
    <section
      aria-label={t('Notifications')}
      onMouseEnter={() => toasts.pause()}
      onMouseLeave={() => toasts.resume()}
      onFocus={() => toasts.pause()}
      onBlur={() => toasts.resume()}
    >
      {(['polite', 'assertive'] as const).map((live) => (
        <div key={live} role={live === 'assertive' ? 'alert' : 'status'} aria-live={live}>
          <ol className={styles.toastStack}>
            {byLiveness(live).map((toast) => (
              <li key={toast.id} className={styles.toast}>
                <span>{toast.message}</span>
                <button
                  type="button"
                  className={styles.toastClose}
                  aria-label={t('Dismiss notification')}
                  onClick={() => toasts.dismiss(toast.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
