/*
 * The fake shop's profile routes, as the demo server answers them (routes/account/customerRoutes,
 * interestRoutes, accountRemovalRoutes, socialLoginRoutes): the profile update with its picture,
 * interests and the items suggested from them, the push token, account removal and social sign-in
 * (no provider). The same form rules from src/core/validation decide what is refused; an account
 * is not removed while one of its orders is under way.
 */
import type { CustomerProfile, Item, MessageReply } from '../api/wire';
import type { Locale } from '../i18n/locale';
import type { MessageKey } from '../i18n/resources';
import {
  checkEmail,
  checkNewPassword,
  checkPhone,
  normalizePhone,
  type RuleResult,
} from '../validation';
import { checkImage } from '../validation/imageRules';
import { type FakeFormFile, type FakeRequest, fieldsOf, refuse, translate } from './fakeHttp';
import { fixtureCategories } from './storefrontFixtures';

/** How many items the suggestions hold, as on the demo server (6amMart's 5). */
const FAKE_SUGGESTED_LIMIT = 5;

/** Longest first or last name, as on the demo server. */
const NAME_MAX_LENGTH = 100;

/** What the profile routes need of the rest of the fake shop. */
export interface FakeProfileContext {
  catalog: (language: Locale) => readonly Item[];
  /** The signed-in customer's profile before any change. */
  customer: (language: Locale) => CustomerProfile;
  /** Whether another account has the (normalised) phone or the e-mail. */
  taken: { phone: (phone: string) => boolean; email: (email: string) => boolean };
  /** A new phone on the profile: a code is sent to it when the shop asks for verification. */
  phoneChanged: (phone: string) => void;
  /** Ends the session, as a removed account's token opens nothing. */
  endSession: () => void;
  /** Whether one of the customer's orders is still under way (placed, not yet delivered). */
  hasOngoingOrder: () => boolean;
}

type Answer<T> = (request: FakeRequest) => T;

/** The fake's profile routes and the profile as it now reads. */
export interface FakeProfile {
  info: Answer<CustomerProfile>;
  updateProfile: Answer<MessageReply>;
  updateInterest: Answer<MessageReply>;
  pushToken: Answer<MessageReply>;
  suggestedItems: Answer<Item[]>;
  removeAccount: Answer<MessageReply>;
  socialLogin: Answer<never>;
  /** A phone verified with its code: the profile's, when it is that phone. */
  phoneVerified(phone: string): void;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isFormFile = (value: unknown): value is FakeFormFile =>
  typeof value === 'object' && value !== null && 'bytes' in value && 'filename' in value;

function refuseRules(results: Readonly<Record<string, RuleResult>>): void {
  for (const [field, result] of Object.entries(results)) {
    if (result !== null) refuse(422, field, result.key, { field, ...result.values });
  }
}

/** A person's name as the server's personText takes it: trimmed, present, short, printable. */
function personName(value: unknown, field: string): string {
  if (value === undefined || value === null || value === '') {
    refuse(422, field, '{field} is required', { field });
  }
  const name = text(value).trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (!name || name.length > NAME_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(name)) {
    refuse(422, field, '{field} is invalid', { field });
  }
  return name;
}

/** The ids of every category of the fixture tree. */
const categoryIds = () =>
  new Set(
    fixtureCategories('en').flatMap((parent) => [parent.id, ...parent.childes.map(({ id }) => id)]),
  );

/** The ids an interest covers: the category and, for a parent, its children. */
function covered(interest: readonly number[]): Set<number> {
  const ids = new Set<number>(interest);
  for (const parent of fixtureCategories('en')) {
    if (interest.includes(parent.id)) for (const child of parent.childes) ids.add(child.id);
  }
  return ids;
}

/** Creates the profile routes of one fake shopper. */
export function createFakeProfile(context: FakeProfileContext): FakeProfile {
  let changes: Partial<CustomerProfile> = {};
  let interest: number[] = [];
  let pictures = 0;
  const message = (request: FakeRequest, key: MessageKey): MessageReply => ({
    message: translate(request.language, key),
  });

  return {
    info: ({ language }) => ({ ...context.customer(language), ...changes }),
    updateProfile: (request) => {
      const body = fieldsOf(request.body);
      const fName = personName(body.f_name, 'f_name');
      const lName = personName(body.l_name, 'l_name');
      const email = text(body.email).trim() || undefined;
      const phone = text(body.phone).trim() || undefined;
      const password = text(body.password) || undefined;
      refuseRules({
        email: email === undefined ? null : checkEmail(email),
        phone: phone === undefined ? null : checkPhone(phone),
        password: password === undefined ? null : checkNewPassword(password),
      });
      const picture = body.image;
      if (picture !== undefined && !isFormFile(picture)) {
        refuse(422, 'image', '{field} is invalid', { field: 'image' });
      }
      if (picture) refuseRules({ image: checkImage(picture.bytes, { square: true }) });
      const normalised = phone === undefined ? undefined : normalizePhone(phone);
      const current = { ...context.customer('en'), ...changes };
      if (
        normalised !== undefined &&
        normalised !== current.phone &&
        context.taken.phone(normalised)
      ) {
        refuse(409, 'phone', 'This phone number is already registered');
      }
      if (
        email !== undefined &&
        email.toLowerCase() !== current.email?.toLowerCase() &&
        context.taken.email(email)
      ) {
        refuse(409, 'email', 'This email is already registered');
      }
      pictures += picture ? 1 : 0;
      const newPhone = normalised !== undefined && normalised !== current.phone;
      changes = {
        ...changes,
        f_name: fName,
        l_name: lName,
        ...(email ? { email } : {}),
        ...(newPhone ? { phone: normalised, is_phone_verified: 0 } : {}),
        ...(picture ? { image: `fake-picture-${pictures}.png` } : {}),
      };
      if (newPhone) context.phoneChanged(normalised);
      return message(request, 'Profile updated successfully');
    },
    updateInterest: (request) => {
      const sent = fieldsOf(request.body).interest;
      if (sent === undefined || sent === null)
        refuse(422, 'interest', '{field} is required', { field: 'interest' });
      const ids = Array.isArray(sent) ? sent.map(Number) : [];
      const known = categoryIds();
      if (!Array.isArray(sent) || ids.some((id) => !Number.isInteger(id) || !known.has(id))) {
        refuse(422, 'interest', '{field} is invalid', { field: 'interest' });
      }
      interest = [...new Set(ids)];
      return message(request, 'Interests updated successfully');
    },
    pushToken: (request) => {
      if (!text(fieldsOf(request.body).cm_firebase_token).trim()) {
        refuse(422, 'cm_firebase_token', '{field} is required', { field: 'cm_firebase_token' });
      }
      return message(request, 'Successfully updated!');
    },
    suggestedItems: ({ language }) => {
      const bestSellers = [...context.catalog(language)].sort(
        (a, b) => (b.order_count ?? 0) - (a.order_count ?? 0),
      );
      const ids = covered(interest);
      const chosen = bestSellers.filter((item) => ids.has(item.category_id ?? 0));
      const list = chosen.length > 0 ? chosen : bestSellers.filter((item) => (item.stock ?? 0) > 0);
      return list.slice(0, FAKE_SUGGESTED_LIMIT);
    },
    removeAccount: (request) => {
      if (context.hasOngoingOrder()) {
        refuse(403, 'on-going', 'Please complete your ongoing orders first');
      }
      context.endSession();
      changes = {};
      interest = [];
      return message(request, 'Account deleted successfully');
    },
    socialLogin: () => refuse(403, 'social_login', 'Social login is not available in this shop'),
    phoneVerified: (phone) => {
      if (changes.phone === phone) changes = { ...changes, is_phone_verified: 1 };
    },
  };
}
