export { StripButton, type StripButtonProps, useStripScroll } from './StripButton';
