/*
 * The store-owner application and the delivery-man registration (issue #19, the forms of #21):
 * what the 6amMart forms ask beyond a name, a phone, an e-mail and a password, which the account
 * rules check. The logo and cover are checked by the registration and image rules.
 */
import { characterCount } from './characterCount';
import { type RuleResult, refuse } from './ruleResult';

/** Longest store name accepted, in characters (6amMart's 191-character column, rounded down). */
export const STORE_NAME_MAX_LENGTH = 150;

/** Longest store address accepted, in characters. */
export const STORE_ADDRESS_MAX_LENGTH = 500;

/** The identity documents a delivery man may register with, as 6amMart names them. */
export const IDENTITY_TYPES = ['passport', 'driving_license', 'nid'] as const;

/** One of the identity documents. */
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** Most identity images a registration may carry. */
export const IDENTITY_MAX_IMAGES = 2;

/**
 * The vehicles a delivery man may ride, by 6amMart's `vehicle_id`: the demo has no vehicle table,
 * so these three are the shop's whole list.
 */
export const DELIVERY_VEHICLES = [
  { id: 1, en: 'Bicycle', ar: 'دراجة' },
  { id: 2, en: 'Motorbike', ar: 'دراجة نارية' },
  { id: 3, en: 'Car', ar: 'سيارة' },
] as const;

/** 6amMart's `earning`: 1 a freelancer paid per delivery, 0 a salaried delivery man. */
export const EARNING_TYPES = [0, 1] as const;

/** An identity number: letters, digits and dashes, 5 to 30 of them. */
const IDENTITY_NUMBER = /^[A-Za-z0-9-]{5,30}$/;

/** A store's name in one language: required, at most 150 characters. */
export function checkStoreName(name: string): RuleResult {
  const trimmed = name.trim();
  if (trimmed.length === 0) return refuse('Store name is required');
  if (characterCount(trimmed) > STORE_NAME_MAX_LENGTH) {
    return refuse('Store name must be at most {max} characters', { max: STORE_NAME_MAX_LENGTH });
  }
  return null;
}

/** A store's address in one language: required, at most 500 characters. */
export function checkStoreAddress(address: string): RuleResult {
  const trimmed = address.trim();
  if (trimmed.length === 0) return refuse('Store address is required');
  if (characterCount(trimmed) > STORE_ADDRESS_MAX_LENGTH) {
    return refuse('Store address must be at most {max} characters', {
      max: STORE_ADDRESS_MAX_LENGTH,
    });
  }
  return null;
}

/** The zone a store or a delivery man works in: one must be chosen. */
export function checkZoneChosen(zoneId: number | null): RuleResult {
  return zoneId === null ? refuse('Choose a zone') : null;
}

/** The business module a store sells in: one must be chosen. */
export function checkModuleChosen(moduleId: number | null): RuleResult {
  return moduleId === null ? refuse('Choose a business module') : null;
}

/** The identity document's type: one of 6amMart's three. */
export function checkIdentityType(type: string): RuleResult {
  return (IDENTITY_TYPES as readonly string[]).includes(type)
    ? null
    : refuse('Choose an identity type');
}

/** The identity document's number: required, letters, digits and dashes. */
export function checkIdentityNumber(number: string): RuleResult {
  const trimmed = number.trim();
  if (trimmed.length === 0) return refuse('Identity number is required');
  return IDENTITY_NUMBER.test(trimmed) ? null : refuse('Identity number is invalid');
}

/** How many identity images came: at least one, at most two. */
export function checkIdentityImages(imageCount: number): RuleResult {
  if (imageCount === 0) return refuse('Add a picture of your identity document');
  return imageCount > IDENTITY_MAX_IMAGES
    ? refuse('At most {max} identity images', { max: IDENTITY_MAX_IMAGES })
    : null;
}

/** The vehicle: one of the shop's list. */
export function checkVehicle(vehicleId: number | null): RuleResult {
  return DELIVERY_VEHICLES.some((vehicle) => vehicle.id === vehicleId)
    ? null
    : refuse('Choose a vehicle type');
}

/** How the delivery man earns: freelancer (1) or salaried (0). */
export function checkEarningType(earning: number | null): RuleResult {
  return (EARNING_TYPES as readonly (number | null)[]).includes(earning)
    ? null
    : refuse('Choose how you want to earn');
}
