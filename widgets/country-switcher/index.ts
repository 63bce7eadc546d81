export { CountrySwitcher, type CountrySwitcherProps } from './CountrySwitcher';
