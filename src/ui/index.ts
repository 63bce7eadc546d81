/*
 * souq-kit UI: the primitives every widget is built from, themed through `--souq-*` tokens.
 */
export * from './souq';
export { darkTheme, lightTheme, systemTheme } from './theme/themes.css';
export { vars } from './theme/vars.css';
export * from './WidgetRoot';
