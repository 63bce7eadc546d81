/** The sign-up page (route /auth/sign-up). */
export { SignUp } from './SignUp';
