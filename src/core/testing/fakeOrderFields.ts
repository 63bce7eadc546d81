/*
 * The fields every kind of order placement reads (cart, parcel, prescription), refused as the server's input
 * schemas refuse them.
 */
import { checkAddress } from '../validation';
import { refuse } from './fakeHttp';

/** The payment methods a shopper may pick at checkout. */
const PAYMENT_METHODS = ['cash_on_delivery', 'wallet', 'digital_payment', 'offline_payment'];

/** A non-negative amount (`order_amount`, `dm_tips`), as text or a number; null when absent. */
export function amountField(fields: Record<string, unknown>, name: string): number | null {
  const value = fields[name];
  if (value === undefined || value === null) return null;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) {
    return refuse(422, name, '{field} is invalid', { field: name });
  }
  return number;
}

/** The payment method named. */
export function paymentMethodField(fields: Record<string, unknown>): string {
  const method = fields.payment_method;
  if (method === undefined || method === null || method === '') {
    return refuse(422, 'payment_method', '{field} is required', { field: 'payment_method' });
  }
  if (typeof method !== 'string' || !PAYMENT_METHODS.includes(method)) {
    return refuse(422, 'payment_method', '{field} is invalid', { field: 'payment_method' });
  }
  return method;
}

/** A text field; '' when absent. */
export function textField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') refuse(422, name, '{field} is invalid', { field: name });
  return value as string;
}

/** The delivery address an order names in its own fields, checked by the form rules. */
export function deliveryAddressField(fields: Record<string, unknown>) {
  if (textField(fields, 'address').trim() === '') {
    refuse(422, 'address', 'Delivery address is required');
  }
  const address = {
    address_type: textField(fields, 'address_type') || 'others',
    contact_person_name: textField(fields, 'contact_person_name'),
    contact_person_number: textField(fields, 'contact_person_number'),
    latitude: textField(fields, 'latitude'),
    longitude: textField(fields, 'longitude'),
  };
  for (const [field, failure] of Object.entries(checkAddress(address))) {
    if (failure) refuse(422, field, failure.key, failure.values);
  }
  return address;
}
