/* The password reset page: the auth pages' card (src/ui/form/authPage.css.ts). */
export {
  authCard as card,
  authEndLink as changePhone,
  authForm as form,
  authIntro as intro,
  authLinks as links,
  authPage as page,
  authSubmit as submit,
  authTitle as title,
} from '../../src/ui/form/authPage.css';
