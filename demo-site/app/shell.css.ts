import { createGlobalTheme, createThemeContract, globalStyle, style } from '@vanilla-extract/css';

const colors = createThemeContract({
  page: null,
  surface: null,
  text: null,
  muted: null,
  accent: null,
  accentText: null,
  border: null,
});

createGlobalTheme('html[data-theme="light"]', colors, {
  page: '#f7f5f0',
  surface: '#ffffff',
  text: '#1d1b18',
  muted: '#5c574f',
  accent: '#0b6e4f',
  accentText: '#ffffff',
  border: '#dcd6cb',
});

createGlobalTheme('html[data-theme="dark"]', colors, {
  page: '#141311',
  surface: '#1f1d1a',
  text: '#f3efe8',
  muted: '#b9b2a6',
  accent: '#4cc497',
  accentText: '#0b1a14',
  border: '#3a362f',
});

globalStyle('html[data-theme="light"]', { colorScheme: 'light' });
globalStyle('html[data-theme="dark"]', { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  fontFamily: "system-ui, 'Noto Sans Arabic', 'Segoe UI', Tahoma, sans-serif",
  background: colors.page,
  color: colors.text,
  lineHeight: 1.5,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: '1rem',
  insetBlockStart: '-3rem',
  padding: '0.5rem 1rem',
  background: colors.accent,
  color: colors.accentText,
  borderRadius: '0.5rem',
  selectors: { '&:focus': { insetBlockStart: '0.5rem' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  paddingBlock: '0.75rem',
  paddingInline: '1.5rem',
  background: colors.surface,
  borderBlockEnd: `1px solid ${colors.border}`,
});

export const brand = style({
  marginInlineEnd: 'auto',
  fontSize: '1.5rem',
  fontWeight: 700,
  color: colors.accent,
  textDecoration: 'none',
});

export const control = style({
  font: 'inherit',
  color: colors.text,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.5rem',
  paddingBlock: '0.375rem',
  paddingInline: '0.75rem',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${colors.accent}`, outlineOffset: '2px' } },
});

export const main = style({
  maxInlineSize: '60rem',
  marginInline: 'auto',
  paddingBlock: '3rem',
  paddingInline: '1.5rem',
});

export const notice = style({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '1rem',
  padding: '2rem',
  textAlign: 'center',
});

export const mutedText = style({ color: colors.muted });

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: '0.25rem' });

export const sectionTitle = style({ fontSize: '1.25rem', marginBlock: '2rem 1rem' });

export const productGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: '1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const productCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '1rem',
  padding: '0.75rem',
});

export const productImage = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  borderRadius: '0.75rem',
});

export const productName = style({
  margin: 0,
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: 'inherit',
  textDecoration: 'none',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minBlockSize: '2.8em',
});

export const productWish = style({
  position: 'absolute',
  insetBlockStart: '1rem',
  insetInlineEnd: '1rem',
});

export const productActions = style({ marginBlockStart: 'auto' });
