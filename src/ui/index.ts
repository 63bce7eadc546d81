/*
 * souq-kit UI: the primitives every widget is built from, themed through `--souq-*` tokens.
 */
export * from './Button';
export * from './ConfirmDialog';
export { HOVER_CARD_DELAY, TOOLTIP_DELAY } from './constants';
export * from './DrawerSheet';
export * from './Dropdown';
export * from './Flag';
export * from './floating';
export * from './form';
export * from './HoverCard';
export * from './Icon';
export * from './IconButton';
export * from './Img';
export * from './ItemRow';
export * from './Price';
export * from './ProgressBar';
export * from './QuantityStepper';
export * from './SegmentedControl';
export * from './ShopLogo';
export * from './SideSheet';
export * from './Spinner';
export * from './StorefrontLink';
export * from './StripButton';
export * from './souq';
export * from './Tabs';
export * from './Toaster';
export * from './Tooltip';
export { darkTheme, lightTheme, systemTheme } from './theme/themes.css';
export { vars } from './theme/vars.css';
export * from './VisuallyHidden';
export * from './WidgetRoot';
