/** The sign-in page (route /auth/sign-in?from=) and its props. */
export { SignIn, type SignInProps } from './SignIn';
