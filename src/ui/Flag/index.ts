export { Flag, type FlagProps, flagIconOf } from './Flag';
export type { FlagIcon, FlagNode } from './flagIcon';
