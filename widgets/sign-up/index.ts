/** The sign-up page (route /auth/sign-up?from=) and its props. */
export { SignUp, type SignUpProps } from './SignUp';
