export { keptModule, modulesQueryKey } from './keptModule';
export {
  type ModuleLinks,
  type ModulePage,
  moduleLinks,
  moduleTypeOfPage,
  storeModulePages,
} from './moduleLinks';
export {
  createModulesModel,
  type ModulesModel,
  type ModulesModelDeps,
  type ShopModule,
} from './modulesModel';
