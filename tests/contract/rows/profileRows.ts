/*
 * Contract rows of the account section of issue #19: the profile update (with its picture as a
 * multipart form), interests and suggested items, the push token, account removal, social
 * sign-in (no provider) and login by a named field type. The shop asks for no phone verification
 * here; the server's own tests cover it switched on.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { pngBytes, webpBytes } from '../../../src/core/validation/imageBytes.fixtures';
import type { ContractRequest } from '../contractBackend';
import {
  API,
  addToCart,
  type ContractRow,
  get,
  post,
  put,
  refusal,
  remove,
  row,
  UNKNOWN_ID,
  worded,
} from '../contractRow';
import { customerShape, itemShape, messageShape } from '../replyShapes';

const freshPhone = () => `+2015${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const PASSWORD = 'Souq#Profile2026';
const NAMES = { f_name: 'Laila', l_name: 'Hamdy' };

const updateProfile = (body: Record<string, unknown>) => post('/customer/update-profile', body);

/** The profile update as 6amMart's clients send it with a picture: a multipart form. */
function profileForm(picture: Uint8Array<ArrayBuffer>, name = 'me.png'): ContractRequest {
  const form = new FormData();
  for (const [field, value] of Object.entries(NAMES)) form.append(field, value);
  form.append('image', new File([picture], name, { type: 'image/png' }));
  return { method: 'POST', path: `${API}/customer/update-profile`, form };
}

const removeAccount = () => remove('/customer/remove-account');

/** A cash-on-delivery order of one stocked item to a Cairo address: pending, so under way. */
const orderUnderWay = (itemId: number): ContractRequest[] => [
  addToCart(itemId),
  post('/customer/order/place', {
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    address_type: 'home',
    contact_person_name: 'Laila Hamdy',
    contact_person_number: '+201001234567',
    address: '12 Tahrir Square, Cairo',
    latitude: '30.0444',
    longitude: '31.2357',
  }),
];

const suggestedShape = v.pipe(
  v.array(v.object({ ...itemShape.entries, category_id: v.number() })),
  v.maxLength(5),
);
/** A phone signed up once, then named as an e-mail at login. */
const fieldTypePhone = freshPhone();
const signedInShape = v.object({ token: v.string(), is_phone_verified: v.picklist([0, 1]) });

/** Profile, interests, suggestions, push token, account removal and social sign-in. */
export const profileRows: ContractRow[] = [
  row({
    endpoint: 'POST /api/v1/auth/sign-up',
    when: 'the shop asks for no phone verification: nothing to verify first',
    as: 'nobody',
    request: () => post('/auth/sign-up', { ...NAMES, phone: freshPhone(), password: PASSWORD }),
    status: 200,
    reply: signedInShape,
    holds: (reply) => expect(reply.is_phone_verified).toBe(1),
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/login',
    when: 'field_type says e-mail but a phone is sent',
    as: 'nobody',
    given: () => [post('/auth/sign-up', { ...NAMES, phone: fieldTypePhone, password: PASSWORD })],
    request: () =>
      post('/auth/login', {
        login_type: 'manual',
        field_type: 'email',
        email_or_phone: fieldTypePhone,
        password: PASSWORD,
      }),
    status: 401,
    code: 'auth-001',
    message: 'Invalid credentials',
  }),
  row({
    endpoint: 'POST /api/v1/customer/update-profile',
    when: 'the customer changes their names',
    as: 'customer',
    request: () => updateProfile(NAMES),
    status: 200,
    reply: messageShape,
    holds: ({ message }) => expect(message).toBe(worded('en', 'Profile updated successfully')),
  }),
  row({
    endpoint: 'GET /api/v1/customer/info',
    when: 'the customer changed their names and picture',
    as: 'customer',
    given: () => [get('/customer/info'), profileForm(pngBytes(8, 8))],
    request: () => get('/customer/info'),
    status: 200,
    reply: customerShape,
    holds: (profile, _ids, [before]) => {
      expect(profile).toMatchObject(NAMES);
      expect(profile.image).toMatch(/\.png$/);
      expect(profile.image).not.toBe(v.parse(customerShape, before).image);
    },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/update-profile',
    when: 'the picture is a WebP named and typed as a PNG',
    as: 'customer',
    request: () => profileForm(webpBytes(8, 8)),
    status: 422,
    code: 'image',
    message: 'Only JPG, PNG and GIF images are allowed',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/update-profile',
    when: 'the picture is not square, asked in Arabic',
    as: 'customer',
    request: () => profileForm(pngBytes(8, 6)),
    status: 422,
    code: 'image',
    message: 'Image must have a 1:1 ratio',
    values: { field: 'image' },
    language: 'ar',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/update-profile',
    when: 'another customer has the phone',
    as: 'customer',
    given: () => [post('/auth/sign-up', { ...NAMES, phone: '+201009998877', password: PASSWORD })],
    request: () => updateProfile({ ...NAMES, phone: '+201009998877' }),
    status: 409,
    code: 'phone',
    message: 'This phone number is already registered',
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/update-profile',
    when: 'the first name is missing',
    as: 'customer',
    request: () => updateProfile({ l_name: 'Hamdy' }),
    status: 422,
    code: 'f_name',
    message: '{field} is required',
    values: { field: 'f_name' },
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/update-profile',
    when: 'nobody is signed in',
    as: 'nobody',
    request: () => updateProfile(NAMES),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  row({
    endpoint: 'POST /api/v1/customer/update-interest',
    when: 'the customer picks a category',
    as: 'customer',
    request: (ids) => post('/customer/update-interest', { interest: [ids.parentCategory] }),
    status: 200,
    reply: messageShape,
    holds: ({ message }) => expect(message).toBe(worded('en', 'Interests updated successfully')),
  }),
  row({
    endpoint: 'PUT /api/v1/customer/update-interest',
    when: 'the client sends the interests with PUT, as 6amMart clients may',
    as: 'customer',
    request: (ids) => put('/customer/update-interest', { interest: [ids.parentCategory] }),
    status: 200,
    reply: messageShape,
    holds: ({ message }) => expect(message).toBe(worded('en', 'Interests updated successfully')),
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/update-interest',
    when: 'no category has the id',
    as: 'customer',
    request: () => post('/customer/update-interest', { interest: [UNKNOWN_ID] }),
    status: 422,
    code: 'interest',
    message: '{field} is invalid',
    values: { field: 'interest' },
  }),
  row({
    endpoint: 'GET /api/v1/customer/suggested-items',
    when: 'the customer named no interests: the best sellers',
    as: 'customer',
    request: () => get('/customer/suggested-items'),
    status: 200,
    reply: suggestedShape,
    holds: (items) => expect(items.length).toBeGreaterThan(0),
  }),
  row({
    endpoint: 'GET /api/v1/customer/suggested-items',
    when: 'the customer picked a parent category: its items and its children’s',
    as: 'customer',
    given: (ids) => [
      get('/categories'),
      post('/customer/update-interest', { interest: [ids.parentCategory] }),
    ],
    request: () => get('/customer/suggested-items'),
    status: 200,
    reply: suggestedShape,
    holds: (items, ids, [tree]) => {
      const parent = v
        .parse(
          v.array(v.object({ id: v.number(), childes: v.array(v.object({ id: v.number() })) })),
          tree,
        )
        .find(({ id }) => id === ids.parentCategory);
      const covered = [ids.parentCategory, ...(parent?.childes.map(({ id }) => id) ?? [])];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(covered).toContain(item.category_id);
    },
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/suggested-items',
    when: 'nobody is signed in',
    as: 'nobody',
    request: () => get('/customer/suggested-items'),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  row({
    endpoint: 'POST /api/v1/customer/cm-firebase-token',
    when: 'the client registers its push token',
    as: 'customer',
    request: () => post('/customer/cm-firebase-token', { cm_firebase_token: 'device-token-1' }),
    status: 200,
    reply: messageShape,
    holds: ({ message }) => expect(message).toBe(worded('en', 'Successfully updated!')),
  }),
  row({
    endpoint: 'PUT /api/v1/customer/cm-firebase-token',
    when: 'the client registers its push token with PUT, as 6amMart clients do',
    as: 'customer',
    request: () => put('/customer/cm-firebase-token', { cm_firebase_token: 'device-token-2' }),
    status: 200,
    reply: messageShape,
    holds: ({ message }) => expect(message).toBe(worded('en', 'Successfully updated!')),
  }),
  refusal({
    endpoint: 'POST /api/v1/customer/cm-firebase-token',
    when: 'no token is sent',
    as: 'customer',
    request: () => post('/customer/cm-firebase-token', {}),
    status: 422,
    code: 'cm_firebase_token',
    message: '{field} is required',
    values: { field: 'cm_firebase_token' },
  }),
  row({
    endpoint: 'DELETE /api/v1/customer/remove-account',
    when: 'the customer removes their account',
    as: 'customer',
    request: removeAccount,
    status: 200,
    reply: messageShape,
    holds: ({ message }) => expect(message).toBe(worded('en', 'Account deleted successfully')),
  }),
  refusal({
    endpoint: 'GET /api/v1/customer/info',
    when: 'the account was removed with that token',
    as: 'customer',
    given: () => [removeAccount()],
    request: () => get('/customer/info'),
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  refusal({
    endpoint: 'DELETE /api/v1/customer/remove-account',
    when: 'an order of the customer is still under way',
    as: 'customer',
    given: (ids) => orderUnderWay(ids.stockedItem),
    request: removeAccount,
    status: 403,
    code: 'on-going',
    message: 'Please complete your ongoing orders first',
  }),
  refusal({
    endpoint: 'DELETE /api/v1/customer/remove-account',
    when: 'nobody is signed in',
    as: 'nobody',
    request: removeAccount,
    status: 401,
    code: 'auth-001',
    message: 'Unauthenticated.',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/social-login',
    when: 'the shop has no social provider',
    as: 'nobody',
    request: () => post('/auth/social-login', { token: 't', unique_id: '1', medium: 'google' }),
    status: 403,
    code: 'social_login',
    message: 'Social login is not available in this shop',
    language: 'ar',
  }),
  refusal({
    endpoint: 'POST /api/v1/auth/social-register',
    when: 'the shop has no social provider',
    as: 'nobody',
    request: () => post('/auth/social-register', {}),
    status: 403,
    code: 'social_login',
    message: 'Social login is not available in this shop',
  }),
];
