import type { RouteContext } from '../context';
import type { SmsSender } from './smsSender';

/** What the account routes are registered with beyond the database. */
export interface AccountContext extends RouteContext {
  /** How one-time codes reach a phone. */
  sms: SmsSender;
  /** The served pictures folder, where profile pictures are kept. */
  imagesDir: string;
}
