import { type RuleResult, refuse } from './ruleResult';

/** How many options of a variation group may be chosen (a food item's add-on groups). */
export interface SelectionBounds {
  min: number;
  max: number;
  /** An optional group may also be left with nothing chosen. */
  required: boolean;
}

/** The number of options chosen in a group lies between its minimum and maximum. */
export function checkVariationSelection(
  selectedCount: number,
  { min, max, required }: SelectionBounds,
): RuleResult {
  if (!required && selectedCount === 0) return null;
  return selectedCount >= min && selectedCount <= max
    ? null
    : refuse('Select between {min} and {max} options', { min, max });
}
