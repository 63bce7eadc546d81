/*
 * The look the sign-in, sign-up, verification and password-reset pages share: one narrow card in
 * the middle of the page, its heading, a line on what to do, the form, and the links to the other
 * auth pages under it.
 */
import { style } from '@vanilla-extract/css';
import { typedColumnPage } from '../catalog/catalogPage.css';
import { cardSurface } from '../theme/surfaces.css';
import { vars } from '../theme/vars.css';

/** The page: the card, centred, as wide as a form reads well. */
export const authPage = style([
  typedColumnPage,
  { maxInlineSize: '30rem', marginInline: 'auto', paddingBlock: vars.space.lg },
]);

/** The card holding the heading, the form and the links. */
export const authCard = style([
  cardSurface,
  { display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 },
]);

/** The page's heading. */
export const authTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
});

/** What to do, muted under the heading. */
export const authIntro = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' });

/** The fields, one under the other. */
export const authForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Two short fields side by side where they fit (first and last name). */
export const authPair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** The form's main button spans the card. */
export const authSubmit = style({ inlineSize: '100%' });

/** The links to the other auth pages, centred under the form. */
export const authLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** A link of the form that sits at its end edge (Forgot password?). */
export const authEndLink = style({ alignSelf: 'flex-end', fontSize: vars.font.sizeSm });
