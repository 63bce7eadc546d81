export { SideSheet, type SideSheetProps } from './SideSheet';
export { SHEET_SIDES, type SheetSide } from './sheetSides';
export { useSheetOpen } from './useSheetOpen';
export { LazySideSheet, preloadSideSheet } from './LazySideSheet';
