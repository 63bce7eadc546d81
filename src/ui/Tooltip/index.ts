export { Tooltip, type TooltipProps } from './Tooltip';
export { TooltipGroup, type TooltipGroupProps } from './TooltipGroup';
