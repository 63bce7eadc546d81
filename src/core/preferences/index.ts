export { createLocaleModel, type Direction, type LocaleModel } from './localeModel';
export { createThemeModel, type ThemeModel } from './themeModel';
