import type { MessageKey } from './resources';

/**
 * Every message of spec §8's catalogue, spelled exactly as the spec gives them: the kit's own
 * flows and a real 6amMart backend use these strings, so they are the keys of both locales.
 */
export const SPEC_MESSAGES = [
  'Your token has been expired.please sign in again',
  'Logout successful.',
  'Sign in successfully.',
  'Logged in successfully',
  'Signup successfully.',
  'You are not logged in',
  'Maximum 3 images can be send at a time.',
  'Out of Stock',
  'Out of stock',
  'Out of Limits',
  'Item already in cart',
  'Item_not_in_cart',
  'Item not in cart',
  'Something went wrong',
  'Internal server error',
  'Login required',
  'Wallet balance is below total amount',
  'You can not Order more then 1000 on COD order',
  'The total amount of the order exceeds maximum amount of the cash on delivery method',
  'Store/Restaurant is closed',
  'This variation is out of stock',
  'Invalid OTP',
  'Order placement failed',
  'Payment Failed',
  'Payment Denied',
  'An error happend while changing password',
  'Sender or Receiver location is missing',
  "You can't add address in this country",
  'Location permission denied',
  'No module found',
  'We are under maintenance',
] as const satisfies readonly MessageKey[];
