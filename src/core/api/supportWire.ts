/*
 * Wire shapes of the support chat and the store-owner and delivery-man applications (issue #19),
 * with 6amMart v1's field names (its ConversationController and registration forms).
 */

/** One side of a conversation: the customer, or the shop's support (id 0, the business's name). */
export interface SupportParticipant {
  id: number;
  f_name: string;
  l_name: string;
  phone: string | null;
  email: string | null;
  /** A picture's file name, or null. */
  image: string | null;
  /** The customer's id; null for the shop's support. */
  user_id: number | null;
  /** 1 for the shop's support; null for a customer. */
  admin_id: number | null;
}

/** One message: text, pictures, or both. */
export interface SupportMessage {
  id: number;
  conversation_id: number;
  /** The customer's id, or 0 for the shop's support. */
  sender_id: number;
  message: string | null;
  /** The pictures' file names. */
  file: string[];
  /** The pictures' addresses. */
  file_full_url: string[];
  /** 1 once the other side has read it. */
  is_seen: 0 | 1;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A customer's conversation with the shop's support. */
export interface SupportConversation {
  id: number;
  sender_id: number;
  sender_type: 'customer';
  receiver_id: 0;
  receiver_type: 'admin';
  /** Support's messages the customer has not read yet. */
  unread_message_count: number;
  last_message_id: number | null;
  last_message_time: string;
  created_at: string;
  updated_at: string;
  sender: SupportParticipant;
  receiver: SupportParticipant;
  last_message: SupportMessage | null;
}

/** A page of conversations (customer/message/list and search-list). */
export interface ConversationPage {
  type: string | null;
  total_size: number;
  limit: number;
  offset: number;
  conversations: SupportConversation[];
}

/** A page of one conversation's messages, newest first (customer/message/details). */
export interface SupportMessagePage {
  total_size: number;
  limit: number;
  offset: number;
  /** 6amMart's "the chat is open": always true for the shop's support. */
  status: boolean;
  messages: SupportMessage[];
  /** Null when the customer has not written yet. */
  conversation: SupportConversation | null;
}

/** The reply of customer/message/send: the first page after the message, and a confirmation. */
export interface SentMessageReply extends SupportMessagePage {
  message: string;
  conversation: SupportConversation;
}
