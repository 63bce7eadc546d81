/*
 * The calls the account pages make (issue #20): the profile update with its picture, phone
 * verification, interests and the items suggested from them, and removing the account.
 */
import type { CallOptions, Requester } from './requestOptions';
import type { Item, MessageReply, UpdateProfileFields } from './wire';

/** The account pages' endpoint functions. */
export interface AccountEndpoints {
  /**
   * POST /api/v1/customer/update-profile as a multipart form (6amMart's), the picture as the
   * `image` file when one is given (JPG, PNG or GIF, at most 2 MB, square).
   */
  updateProfile(
    fields: UpdateProfileFields,
    picture?: Blob | null,
    call?: CallOptions,
  ): Promise<MessageReply>;
  /** POST /api/v1/auth/verify-phone with the 4-digit code sent to the phone. */
  verifyPhone(phone: string, otp: string, call?: CallOptions): Promise<MessageReply>;
  /** POST /api/v1/customer/update-interest: the chosen category ids replace the earlier ones. */
  updateInterest(categoryIds: readonly number[], call?: CallOptions): Promise<MessageReply>;
  /** GET /api/v1/customer/suggested-items: items of the interests, else the best sellers. */
  getSuggestedItems(call?: CallOptions): Promise<Item[]>;
  /**
   * DELETE /api/v1/customer/remove-account. The page asks for the typed confirmation word first;
   * the server needs the bearer token alone.
   */
  removeAccount(call?: CallOptions): Promise<MessageReply>;
}

/** The name the picture file is sent under; the server decides its type from the bytes. */
const PICTURE_FILE_NAME = 'profile-picture';

function profileForm(fields: UpdateProfileFields, picture: Blob | null | undefined): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
  }
  if (picture) form.append('image', picture, PICTURE_FILE_NAME);
  return form;
}

/** Builds the account endpoint functions on top of a requester. */
export function createAccountEndpoints(request: Requester): AccountEndpoints {
  return {
    updateProfile: (fields, picture, call) =>
      request<MessageReply>('/api/v1/customer/update-profile', {
        ...call,
        method: 'POST',
        body: profileForm(fields, picture),
      }),
    verifyPhone: (phone, otp, call) =>
      request<MessageReply>('/api/v1/auth/verify-phone', {
        ...call,
        method: 'POST',
        body: { phone, otp },
      }),
    updateInterest: (categoryIds, call) =>
      request<MessageReply>('/api/v1/customer/update-interest', {
        ...call,
        method: 'POST',
        body: { interest: [...categoryIds] },
      }),
    getSuggestedItems: (call) => request<Item[]>('/api/v1/customer/suggested-items', { ...call }),
    removeAccount: (call) =>
      request<MessageReply>('/api/v1/customer/remove-account', { ...call, method: 'DELETE' }),
  };
}
