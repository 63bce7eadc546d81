/*
 * The document around the storefront: the kit's tokens live on the widget root, so the page
 * background and scrollbars take the same colours here, per the theme on the root element.
 */
import { globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors, sharedTokens } from '../../../src/ui/theme/tokens';

globalStyle('html', {
  colorScheme: 'light',
  background: lightColors.surfaceMuted,
  color: lightColors.text,
});

const dark = { colorScheme: 'dark', background: darkColors.surfaceMuted, color: darkColors.text };

globalStyle('html[data-theme="dark"]', dark);

// A page the server wrote for a shopper who follows the system, before its code has resolved it.
globalStyle('html[data-theme="system"]', {
  '@media': { '(prefers-color-scheme: dark)': dark },
});

globalStyle('body', {
  margin: 0,
  fontFamily: sharedTokens.font.family,
  lineHeight: sharedTokens.font.lineHeight,
});
