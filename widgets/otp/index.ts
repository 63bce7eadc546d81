/** The phone verification page (route /auth/verify?phone=) and its props. */
export { Otp, type OtpProps } from './Otp';
