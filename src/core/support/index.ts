export { documentVisibility, type PageVisibility, watchWhileVisible } from './pageVisibility';
export {
  createUnreadSupport,
  UNREAD_POLL_MS,
  type UnreadSupport,
  type UnreadSupportDeps,
  type UnreadSupportOptions,
  unreadOf,
  unreadSupportOf,
} from './unreadSupport';
