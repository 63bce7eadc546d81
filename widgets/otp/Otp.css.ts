/* The verification page: the auth pages' card (src/ui/form/authPage.css.ts). */
export {
  authCard as card,
  authIntro as intro,
  authLinks as links,
  authPage as page,
  authTitle as title,
} from '../../src/ui/form/authPage.css';
