export {
  ALIGNMENTS,
  type Alignment,
  LOGICAL_SIDES,
  type LogicalSide,
  physicalPlacement,
} from './logicalPlacement';
export { Tooltip, type TooltipProps, type TriggerElement } from './Tooltip';
export { TooltipGroup, type TooltipGroupProps } from './TooltipGroup';
