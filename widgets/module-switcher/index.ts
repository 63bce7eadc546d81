export { ModulePageLinks } from './ModulePageLinks';
export {
  MODULE_SWITCHER_LAYOUTS,
  ModuleSwitcher,
  type ModuleSwitcherLayout,
  type ModuleSwitcherProps,
} from './ModuleSwitcher';
