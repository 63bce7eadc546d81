/** The forgotten password page (route /auth/forgot-password). */
export { PasswordReset } from './PasswordReset';
