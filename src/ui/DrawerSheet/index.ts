export { DrawerSheet, type DrawerSheetProps } from './DrawerSheet';
export { type DrawerProps, type DrawerState, useDrawer } from './useDrawer';
