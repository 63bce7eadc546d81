import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../../Icon';
import * as css from './PageNotice.css';

/** Props of `PageNotice`. */
export interface PageNoticeProps {
  /** A picture for the situation (an empty box, a cloud that failed). */
  icon: LucideIcon;
  /** What the shopper should know, translated. */
  message: string;
  /** The way on: a Try again button, a link home. */
  children?: ReactNode;
}

/**
 * A catalog page's notice in place of its content: nothing to show (no sale runs, no coupons) or
 * a read that failed, with the way on.
 */
export function PageNotice({ icon, message, children }: PageNoticeProps): ReactNode {
  return (
    <div className={css.notice}>
      <Icon icon={icon} size={48} className={css.icon} />
      <p className={css.message}>{message}</p>
      {children}
    </div>
  );
}
