export { UnreadBadge, useUnreadSupport } from './UnreadBadge';
