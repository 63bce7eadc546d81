/*
 * The kit's calls of the support chat and of the store-owner and delivery-man applications
 * (issue #19), with 6amMart v1's paths and fields. Pictures go as files of a multipart form.
 */
import type { IdentityType } from '../validation/applicationRules';
import type { CallOptions, Requester } from './requestOptions';
import type { ConversationPage, SentMessageReply, SupportMessagePage } from './supportWire';
import type { MessageReply, Order } from './wire';

/** A page of a list: 1-based page number and page size. */
export interface PageOf {
  limit?: number;
  offset?: number;
}

/** Which messages to read: a conversation (support's by default), a page, only the newer ones. */
export interface MessageQuery extends PageOf {
  conversationId?: number;
  /** Only the messages written after this one: what a client waiting for news asks. */
  lastId?: number;
}

/** A message to the shop's support: text, pictures (at most 3), or both. */
export interface SupportMessageDraft {
  message?: string;
  images?: readonly Blob[];
  conversationId?: number;
}

/** The owner's or delivery man's account, as both applications ask it. */
export interface ApplicantAccount {
  fName: string;
  lName: string;
  phone: string;
  email: string;
  password: string;
}

/** A store owner's application. */
export interface StoreApplication extends ApplicantAccount {
  name: { ar: string; en: string };
  address: { ar: string; en: string };
  zoneId: number;
  moduleId: number;
  latitude: number;
  longitude: number;
  /** Square (1:1). */
  logo: Blob;
  cover: Blob;
  termsAccepted: boolean;
}

/** A delivery man's registration. */
export interface DeliveryManApplication extends ApplicantAccount {
  identityType: IdentityType;
  identityNumber: string;
  /** One or two pictures of the identity document. */
  identityImages: readonly Blob[];
  vehicleId: number;
  zoneId: number;
  /** 6amMart's `earning`: 1 a freelancer paid per delivery, 0 on a salary. */
  earning: 0 | 1;
}

/** The calls of the support chat and the applications. */
export interface SupportEndpoints {
  /** The customer's conversations (customer/message/list). */
  getConversations(page?: PageOf, call?: CallOptions): Promise<ConversationPage>;
  /** The conversations whose messages hold a term (customer/message/search-list). */
  searchConversations(name: string, page?: PageOf, call?: CallOptions): Promise<ConversationPage>;
  /** A conversation's messages, newest first; opening it marks support's answers read. */
  getSupportMessages(query?: MessageQuery, call?: CallOptions): Promise<SupportMessagePage>;
  /** Sends a message to the shop's support. */
  sendSupportMessage(draft: SupportMessageDraft, call?: CallOptions): Promise<SentMessageReply>;
  /** An order's state (customer/order/track); a guest names it with the order's phone too. */
  trackOrder(orderId: number, contactNumber?: string, call?: CallOptions): Promise<Order>;
  /** A store owner's application (auth/vendor/register); it stays pending. */
  registerStore(application: StoreApplication, call?: CallOptions): Promise<MessageReply>;
  /** A delivery man's registration (auth/delivery-man/store); it stays pending. */
  registerDeliveryMan(
    application: DeliveryManApplication,
    call?: CallOptions,
  ): Promise<MessageReply>;
}

const FIRST_PAGE = { limit: 10, offset: 1 } as const;

/** The account fields of an application form. */
function appendAccount(form: FormData, account: ApplicantAccount): void {
  form.append('f_name', account.fName);
  form.append('l_name', account.lName);
  form.append('phone', account.phone);
  form.append('email', account.email);
  form.append('password', account.password);
}

/** A store application as the 6amMart apps send it: texts in `translations`, pictures as files. */
export function storeApplicationForm(application: StoreApplication): FormData {
  const form = new FormData();
  appendAccount(form, application);
  const translations = (['en', 'ar'] as const).flatMap((locale) => [
    { locale, key: 'name', value: application.name[locale] },
    { locale, key: 'address', value: application.address[locale] },
  ]);
  form.append('translations', JSON.stringify(translations));
  form.append('zone_id', String(application.zoneId));
  form.append('module_id', String(application.moduleId));
  form.append('latitude', String(application.latitude));
  form.append('longitude', String(application.longitude));
  if (application.termsAccepted) form.append('terms', '1');
  form.append('logo', application.logo);
  form.append('cover_photo', application.cover);
  return form;
}

/** A delivery-man registration as the 6amMart form sends it. */
export function deliveryManApplicationForm(application: DeliveryManApplication): FormData {
  const form = new FormData();
  appendAccount(form, application);
  form.append('identity_type', application.identityType);
  form.append('identity_number', application.identityNumber);
  form.append('vehicle_id', String(application.vehicleId));
  form.append('zone_id', String(application.zoneId));
  form.append('earning', String(application.earning));
  for (const image of application.identityImages) form.append('identity_image[]', image);
  return form;
}

/** Builds the support and application calls on top of the client's requester. */
export function createSupportEndpoints(request: Requester): SupportEndpoints {
  return {
    getConversations: (page = FIRST_PAGE, call) =>
      request<ConversationPage>('/api/v1/customer/message/list', { ...call, query: { ...page } }),
    searchConversations: (name, page = FIRST_PAGE, call) =>
      request<ConversationPage>('/api/v1/customer/message/search-list', {
        ...call,
        query: { ...page, name },
      }),
    getSupportMessages: (query = {}, call) =>
      request<SupportMessagePage>('/api/v1/customer/message/details', {
        ...call,
        query: {
          limit: query.limit ?? FIRST_PAGE.limit,
          offset: query.offset ?? FIRST_PAGE.offset,
          // 6amMart's clients name the support conversation by `admin_id` until they know its id.
          ...(query.conversationId === undefined
            ? { admin_id: 0 }
            : { conversation_id: query.conversationId }),
          last_id: query.lastId,
        },
      }),
    sendSupportMessage: (draft, call) => {
      const form = new FormData();
      form.append('receiver_type', 'admin');
      if (draft.message !== undefined) form.append('message', draft.message);
      if (draft.conversationId !== undefined) {
        form.append('conversation_id', String(draft.conversationId));
      }
      for (const image of draft.images ?? []) form.append('image[]', image);
      return request<SentMessageReply>('/api/v1/customer/message/send', {
        ...call,
        method: 'POST',
        body: form,
      });
    },
    trackOrder: (orderId, contactNumber, call) =>
      request<Order>('/api/v1/customer/order/track', {
        ...call,
        query: { order_id: orderId, contact_number: contactNumber },
        guest: 'query',
      }),
    registerStore: (application, call) =>
      request<MessageReply>('/api/v1/auth/vendor/register', {
        ...call,
        method: 'POST',
        body: storeApplicationForm(application),
      }),
    registerDeliveryMan: (application, call) =>
      request<MessageReply>('/api/v1/auth/delivery-man/store', {
        ...call,
        method: 'POST',
        body: deliveryManApplicationForm(application),
      }),
  };
}
