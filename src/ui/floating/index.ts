/*
 * What the kit's floating pieces (tooltip, hover card) share and a partner may use: logical
 * placement and the trigger type. Their common wiring, `HoverPopup`, stays inside the kit.
 */
export {
  ALIGNMENTS,
  type Alignment,
  LOGICAL_SIDES,
  type LogicalSide,
  physicalPlacement,
} from './logicalPlacement';
export type { TriggerElement } from './triggerElement';
