/*
 * The fake shop's support chat and applications: the demo server's customer/message/* and
 * auth/vendor/register, auth/delivery-man/store (demo-site/server/routes/support, applications)
 * over memory, refusing with the same rules in the same order. Support answers the shopper on the
 * first read after `answerDelayMs` (0 by default), always with the general answer.
 */
import type {
  ConversationPage,
  SentMessageReply,
  SupportConversation,
  SupportMessage,
  SupportMessagePage,
} from '../api/supportWire';
import type { MessageReply } from '../api/wire';
import type { Locale } from '../i18n/locale';
import { greatCircleKm } from '../pricing';
import {
  checkCoverPhoto,
  checkEarningType,
  checkEmail,
  checkIdentityImages,
  checkIdentityNumber,
  checkIdentityType,
  checkLogo,
  checkModuleChosen,
  checkNewPassword,
  checkPhone,
  checkStoreAddress,
  checkStoreName,
  checkSupportMessage,
  checkTermsAccepted,
  checkVehicle,
  checkZoneChosen,
  normalizePhone,
  type RuleResult,
  SUPPORT_MAX_IMAGES,
} from '../validation';
import { checkImage } from '../validation/imageRules';
import {
  type FakeFormFile,
  type FakeRequest,
  fieldsOf,
  MAX_ROW_ID,
  refuse,
  translate,
  wholeNumber,
} from './fakeHttp';
import { fakeCustomer, fakeModules, fakeShopConfig } from './shopFixtures';

/** How far from its centre a fake zone reaches (the demo server's Cairo fixture: 40 km). */
export const FAKE_ZONE_RADIUS_KM = 40;

/** The handlers of the support and application routes. */
export interface FakeSupportBackend {
  list(request: FakeRequest): ConversationPage;
  searchList(request: FakeRequest): ConversationPage;
  details(request: FakeRequest): SupportMessagePage;
  send(request: FakeRequest): SentMessageReply;
  registerStore(request: FakeRequest): MessageReply;
  registerDeliveryMan(request: FakeRequest): MessageReply;
}

const GENERAL_ANSWER =
  'Thanks for your message! Our support team has it and will answer you here shortly. If your question is about an order, please add its number.';

const isFile = (value: unknown): value is FakeFormFile =>
  typeof value === 'object' && value !== null && 'bytes' in value && 'filename' in value;

/** Refuses with 422 on the first failed rule, in the order given, as the server does. */
function refuseFirst(results: Readonly<Record<string, RuleResult>>): void {
  for (const [field, result] of Object.entries(results)) {
    if (result) refuse(422, field, result.key, { field, ...result.values });
  }
}

/** A text field as the server's shape check reads it: absent is '', anything else invalid. */
function textField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name] ?? '';
  return typeof value === 'string'
    ? value
    : refuse(422, name, '{field} is invalid', { field: name });
}

/** A person's name: required, at most 100 characters. */
function personName(fields: Record<string, unknown>, name: string): string {
  const value = textField(fields, name).trim();
  if (value === '') refuse(422, name, '{field} is required', { field: name });
  if (value.length > 100) refuse(422, name, '{field} is invalid', { field: name });
  return value;
}

/** An id a form may leave empty (the rule then says what to choose). */
function chosenId(fields: Record<string, unknown>, name: string, max = MAX_ROW_ID): number | null {
  const value = fields[name];
  if (value === undefined || value === '') return null;
  return wholeNumber(value, name, name === 'earning' ? 0 : 1, max);
}

/** A decimal within bounds; missing is required, anything else invalid. */
function decimal(fields: Record<string, unknown>, name: string, bound: number): number {
  const value = fields[name];
  const number = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= bound) {
    return number;
  }
  const missing = value === undefined || value === null || value === '';
  return refuse(422, name, missing ? '{field} is required' : '{field} is invalid', { field: name });
}

/** The files of a form by field name (without `[]`); a file under another name is invalid. */
function filesOf(
  fields: Record<string, unknown>,
  photoFields: readonly string[],
): Map<string, FakeFormFile[]> {
  const files = new Map<string, FakeFormFile[]>();
  for (const [name, value] of Object.entries(fields)) {
    const field = name.replace(/\[\]$/, '');
    for (const one of Array.isArray(value) ? value : [value]) {
      if (isFile(one)) {
        if (!photoFields.includes(field)) refuse(422, field, '{field} is invalid', { field });
        files.set(field, [...(files.get(field) ?? []), one]);
      } else if (photoFields.includes(field)) {
        refuse(422, field, 'Send photos as files of a multipart form');
      }
    }
  }
  return files;
}

/** Checks a field's pictures as the server does: type first, then size and the form's ratio. */
function checkPictures(files: readonly FakeFormFile[], field: string, square = false): void {
  for (const file of files) {
    const plain = checkImage(file.bytes);
    if (plain) refuse(422, field, plain.key, { field, ...plain.values });
    const shaped = checkImage(file.bytes, { square });
    if (shaped) refuse(422, field, shaped.key, { field, ...shaped.values });
  }
}

/** One held message. */
interface HeldMessage {
  id: number;
  fromSupport: boolean;
  text: string | null;
  files: string[];
  seen: boolean;
  at: string;
}

/** Creates the fake's support chat and applications. */
export function createFakeSupport(
  paged: <T>(
    all: readonly T[],
    query: FakeRequest['query'],
  ) => { total_size: number; limit: string; offset: string; page: T[] },
  options: { answerDelayMs?: number } = {},
): FakeSupportBackend {
  const messages: HeldMessage[] = [];
  let conversationId: number | null = null;
  let answerDueAt: number | null = null;
  let nextMessageId = 1;
  const phones = { store: new Set<string>(), delivery: new Set<string>() };
  const emails = { store: new Set<string>(), delivery: new Set<string>() };

  const customerId = () => fakeCustomer('en').id ?? 1;
  const answerIfDue = () => {
    if (answerDueAt === null || Date.now() < answerDueAt) return;
    answerDueAt = null;
    for (const one of messages) one.seen = true;
    messages.push({
      id: nextMessageId++,
      fromSupport: true,
      text: GENERAL_ANSWER,
      files: [],
      seen: false,
      at: new Date().toISOString(),
    });
  };
  const messageWire = (message: HeldMessage, language: Locale): SupportMessage => ({
    id: message.id,
    conversation_id: conversationId ?? 0,
    sender_id: message.fromSupport ? 0 : customerId(),
    message:
      message.fromSupport && message.text !== null
        ? translate(language, GENERAL_ANSWER)
        : message.text,
    file: message.files,
    file_full_url: message.files.map((name) => `/images/conversation/${name}`),
    is_seen: message.seen ? 1 : 0,
    order_id: null,
    created_at: message.at,
    updated_at: message.at,
  });
  const conversationWire = (id: number, language: Locale): SupportConversation => {
    const customer = fakeCustomer(language);
    const config = fakeShopConfig(language);
    const last = messages.at(-1);
    const first = messages[0];
    return {
      id,
      sender_id: customerId(),
      sender_type: 'customer',
      receiver_id: 0,
      receiver_type: 'admin',
      unread_message_count: messages.filter((one) => one.fromSupport && !one.seen).length,
      last_message_id: last?.id ?? null,
      last_message_time: last?.at ?? new Date().toISOString(),
      created_at: first?.at ?? new Date().toISOString(),
      updated_at: last?.at ?? new Date().toISOString(),
      sender: {
        id: customerId(),
        f_name: customer.f_name ?? '',
        l_name: customer.l_name ?? '',
        phone: customer.phone ?? null,
        email: customer.email ?? null,
        image: customer.image ?? null,
        user_id: customerId(),
        admin_id: null,
      },
      receiver: {
        id: 0,
        f_name: config.business_name ?? '',
        l_name: '',
        phone: null,
        email: null,
        image: config.logo,
        user_id: null,
        admin_id: 1,
      },
      last_message: last ? messageWire(last, language) : null,
    };
  };
  const conversationPage = (
    request: FakeRequest,
    found: boolean,
  ): Omit<ConversationPage, 'type'> => {
    answerIfDue();
    const all =
      found && conversationId !== null ? [conversationWire(conversationId, request.language)] : [];
    const { page, total_size, limit, offset } = paged(all, request.query);
    return { total_size, limit: Number(limit), offset: Number(offset), conversations: page };
  };
  const namedConversation = (value: unknown): void => {
    if (value === undefined || value === null || value === '') return;
    const id = wholeNumber(value, 'conversation_id', 1, MAX_ROW_ID);
    if (id !== conversationId) refuse(404, 'conversation_id', 'Conversation not found');
  };
  const messagePage = (request: FakeRequest, afterId: number | undefined): SupportMessagePage => {
    const newestFirst = [...messages]
      .reverse()
      .filter((one) => afterId === undefined || one.id > afterId);
    const { page, total_size, limit, offset } = paged(newestFirst, request.query);
    return {
      total_size,
      limit: Number(limit),
      offset: Number(offset),
      status: true,
      messages: page.map((one) => messageWire(one, request.language)),
      conversation:
        conversationId === null ? null : conversationWire(conversationId, request.language),
    };
  };

  return {
    list: (request) => ({
      type: request.query.type ?? null,
      ...conversationPage(
        request,
        request.query.type === undefined || request.query.type === 'admin',
      ),
    }),
    searchList: (request) => {
      const name = (request.query.name ?? '').trim();
      if (name === '') refuse(422, 'name', '{field} is required', { field: 'name' });
      if (name.length > 100) refuse(422, 'name', '{field} is invalid', { field: 'name' });
      answerIfDue();
      const term = name.toLowerCase();
      const found = messages.some((one) =>
        (one.fromSupport ? translate(request.language, GENERAL_ANSWER) : (one.text ?? ''))
          .toLowerCase()
          .includes(term),
      );
      return { type: null, ...conversationPage(request, found) };
    },
    details: (request) => {
      const { last_id: lastId, conversation_id: named } = request.query;
      const afterId =
        lastId === undefined ? undefined : wholeNumber(lastId, 'last_id', 0, MAX_ROW_ID);
      paged([], request.query);
      namedConversation(named);
      answerIfDue();
      for (const one of messages) if (one.fromSupport) one.seen = true;
      return messagePage(request, afterId);
    },
    send: (request) => {
      const fields = fieldsOf(request.body);
      const sentFiles = Object.entries(fields).flatMap(([, value]) =>
        (Array.isArray(value) ? value : [value]).filter(isFile),
      );
      if (sentFiles.length > SUPPORT_MAX_IMAGES) {
        refuse(422, 'image', 'Maximum 3 images can be send at a time.');
      }
      const files = filesOf(fields, ['image']).get('image') ?? [];
      const text = textField(fields, 'message');
      // As on the server: no text column keeps a NUL character.
      if (text.length > 4000 || text.includes('\u0000')) {
        refuse(422, 'message', '{field} is invalid', { field: 'message' });
      }
      const receiver = fields.receiver_type;
      if (receiver !== undefined && receiver !== 'admin') {
        refuse(422, 'receiver_type', '{field} is invalid', { field: 'receiver_type' });
      }
      refuseFirst({ message: checkSupportMessage(text.trim(), files.length) });
      checkPictures(files, 'image');
      namedConversation(fields.conversation_id);
      conversationId ??= 1;
      const at = new Date().toISOString();
      messages.push({
        id: nextMessageId++,
        fromSupport: false,
        text: text.trim() === '' ? null : text.trim(),
        files: files.map((file, index) => `fake-${nextMessageId}-${index}-${file.filename}`),
        seen: false,
        at,
      });
      answerDueAt ??= Date.now() + (options.answerDelayMs ?? 0);
      const page = messagePage(request, undefined);
      return {
        ...page,
        conversation: conversationWire(conversationId, request.language),
        message: translate(request.language, 'Message sent'),
      };
    },
    registerStore: (request) => {
      const fields = fieldsOf(request.body);
      const files = filesOf(fields, ['logo', 'cover_photo']);
      personName(fields, 'f_name');
      personName(fields, 'l_name');
      const translations = parseTranslations(textField(fields, 'translations') || '[]');
      const zoneId = chosenId(fields, 'zone_id');
      const moduleId = chosenId(fields, 'module_id');
      const latitude = decimal(fields, 'latitude', 90);
      const longitude = decimal(fields, 'longitude', 180);
      const text = (locale: Locale, key: string) =>
        translations.find((entry) => entry.locale === locale && entry.key === key)?.value ?? '';
      const phone = textField(fields, 'phone');
      const email = textField(fields, 'email').trim();
      const password = textField(fields, 'password');
      refuseFirst({
        'name.ar': checkStoreName(text('ar', 'name')),
        'address.ar': checkStoreAddress(text('ar', 'address')),
        'name.en': checkStoreName(text('en', 'name')),
        'address.en': checkStoreAddress(text('en', 'address')),
        zone_id: checkZoneChosen(zoneId),
        module_id: checkModuleChosen(moduleId),
        logo: checkLogo(files.get('logo')?.[0]),
        cover_photo: checkCoverPhoto(files.get('cover_photo')?.[0]),
        phone: checkPhone(phone),
        email: checkEmail(email),
        password: checkNewPassword(password),
        terms: checkTermsAccepted(['1', 'true', 'on'].includes(String(fields.terms ?? ''))),
      });
      checkPictures(files.get('logo') ?? [], 'logo', true);
      checkPictures(files.get('cover_photo') ?? [], 'cover_photo');
      const zone = fakeShopConfig(request.language).zones.find((one) => one.id === zoneId);
      if (!zone) refuse(422, 'zone_id', '{field} is invalid', { field: 'zone_id' });
      const centre = { lat: Number(zone.latitude), lng: Number(zone.longitude) };
      if (greatCircleKm(centre, { lat: latitude, lng: longitude }) > FAKE_ZONE_RADIUS_KM) {
        refuse(422, 'latitude', 'The location must be inside the chosen zone');
      }
      if (!fakeModules(request.language).some((one) => one.id === moduleId)) {
        refuse(422, 'module_id', '{field} is invalid', { field: 'module_id' });
      }
      assertNew(phones.store, emails.store, normalizePhone(phone), email);
      return {
        message: translate(
          request.language,
          'Your store application was received and is waiting for review',
        ),
      };
    },
    registerDeliveryMan: (request) => {
      const fields = fieldsOf(request.body);
      const files = filesOf(fields, ['identity_image']);
      personName(fields, 'f_name');
      personName(fields, 'l_name');
      const vehicleId = chosenId(fields, 'vehicle_id');
      const zoneId = chosenId(fields, 'zone_id');
      const earning = chosenId(fields, 'earning', 1);
      const phone = textField(fields, 'phone');
      const email = textField(fields, 'email').trim();
      const documents = files.get('identity_image') ?? [];
      refuseFirst({
        phone: checkPhone(phone),
        email: checkEmail(email),
        password: checkNewPassword(textField(fields, 'password')),
        identity_type: checkIdentityType(textField(fields, 'identity_type')),
        identity_number: checkIdentityNumber(textField(fields, 'identity_number')),
        identity_image: checkIdentityImages(documents.length),
        vehicle_id: checkVehicle(vehicleId),
        zone_id: checkZoneChosen(zoneId),
        earning: checkEarningType(earning),
      });
      checkPictures(documents, 'identity_image');
      if (!fakeShopConfig(request.language).zones.some((one) => one.id === zoneId)) {
        refuse(422, 'zone_id', '{field} is invalid', { field: 'zone_id' });
      }
      assertNew(phones.delivery, emails.delivery, normalizePhone(phone), email);
      return {
        message: translate(
          request.language,
          'Your delivery man application was received and is waiting for review',
        ),
      };
    },
  };
}

/** The `translations` field: a JSON list of `{ locale, key, value }`, else invalid. */
function parseTranslations(text: string): { locale: string; key: string; value: string }[] {
  const invalid = () =>
    refuse(422, 'translations', '{field} is invalid', { field: 'translations' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid();
  }
  if (!Array.isArray(parsed)) return invalid();
  return parsed.map((entry: unknown, index) => {
    const { locale, key, value } = fieldsOf(entry);
    if (typeof locale !== 'string' || typeof key !== 'string' || typeof value !== 'string') {
      return invalid();
    }
    if (value.includes('\u0000')) {
      refuse(422, `translations.${index}.value`, '{field} is invalid', {
        field: `translations.${index}.value`,
      });
    }
    return { locale, key, value: value.trim() };
  });
}

/** Refuses (409) a phone or e-mail an application of the same kind has; else keeps them. */
function assertNew(phones: Set<string>, emails: Set<string>, phone: string, email: string): void {
  const phoneTaken = phones.has(phone);
  const emailTaken = emails.has(email.toLowerCase());
  if (phoneTaken) refuse(409, 'phone', 'This phone number is already registered');
  if (emailTaken) refuse(409, 'email', 'This email is already registered');
  phones.add(phone);
  emails.add(email.toLowerCase());
}
