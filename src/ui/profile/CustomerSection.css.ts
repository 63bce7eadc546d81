import { style } from '@vanilla-extract/css';
import { columnPageTitle, paddedColumnPage } from '../catalog/catalogPage.css';
import { cardSurface } from '../theme/surfaces.css';
import { vars } from '../theme/vars.css';

/** A profile section's page: its heading, then its balance, its actions and its ledger. */
export const page = style([paddedColumnPage, { gap: vars.space.md }]);

/** The section's h1 ('Wallet', 'Loyalty Points'). */
export const title = columnPageTitle;

/** A balance: its label above, the figure large below. */
export const balance = style([
  cardSurface,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minInlineSize: 0,
    background: vars.color.accentSoft,
  },
]);

/** The balance's picture, in the accent colour. */
export const balanceIcon = style({ flex: 'none', color: vars.color.accent });

/** The label and the figure, one under the other. */
export const balanceText = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

/** 'Wallet balance', 'Your points'. */
export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** The figure itself. */
export const balanceFigure = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
