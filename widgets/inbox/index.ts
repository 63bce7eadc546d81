export { Inbox, type InboxProps } from './Inbox';
export { MESSAGES_PAGE_SIZE } from './useSupportConversation';
