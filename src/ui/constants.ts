/*
 * Timing constants of the interface pieces (spec §9 "Business constants and limits").
 */

/** Hover card timing in milliseconds: opens after resting on the trigger, closes after leaving. */
export const HOVER_CARD_DELAY = { open: 700, close: 300 } as const;

/**
 * Tooltip timing in milliseconds: opens after resting on the trigger; within a tooltip group the
 * next tooltip opens at once if the pointer reaches it within `skip` of the last one closing.
 */
export const TOOLTIP_DELAY = { open: 700, skip: 300 } as const;
