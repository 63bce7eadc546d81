/* The sign-up page: the auth pages' card (src/ui/form/authPage.css.ts). */
export {
  authCard as card,
  authEndLink as termsLink,
  authForm as form,
  authIntro as intro,
  authLinks as links,
  authPage as page,
  authPair as pair,
  authSubmit as submit,
  authTitle as title,
} from '../../src/ui/form/authPage.css';
