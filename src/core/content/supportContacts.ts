import type { Config } from '../api/wire';
import { checkEmail } from '../validation/emailRule';

/** One way to reach the shop: what to show and where the link goes. */
export interface SupportChannel {
  text: string;
  href: string;
}

/** The help-and-support page's contacts, each null when the shop gives none. */
export interface SupportContacts {
  address: string | null;
  email: SupportChannel | null;
  phone: SupportChannel | null;
  /** The shop's location for a map, when it gives one. */
  location: { lat: number; lng: number } | null;
}

const filled = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The contacts the help-and-support page shows, read from 6amMart's config fields (`address`,
 * `email`, `phone`, `default_location`); a malformed e-mail or phone is left out rather than
 * linked.
 */
export function supportContacts(config: Partial<Config> | null): SupportContacts {
  const email = filled(config?.email);
  const phone = filled(config?.phone);
  const dialled = phone?.replace(/[\s()]/g, '') ?? '';
  const lat = Number(config?.default_location?.lat);
  const lng = Number(config?.default_location?.lng);
  const located =
    config?.default_location !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  return {
    address: filled(config?.address),
    email:
      email !== null && checkEmail(email) === null
        ? { text: email, href: `mailto:${email}` }
        : null,
    phone:
      phone !== null && /^\+?[\d-]{6,20}$/.test(dialled)
        ? { text: phone, href: `tel:${dialled}` }
        : null,
    location: located ? { lat, lng } : null,
  };
}
