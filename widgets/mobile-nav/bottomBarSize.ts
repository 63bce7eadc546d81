/*
 * The bottom bar's size, for the page under it: the last content must not hide behind the bar.
 */

/** The bottom bar's height without the device's safe area (a CSS length). */
export const MOBILE_BOTTOM_BAR_HEIGHT = '4rem';

/**
 * The block-end padding a page needs under the bottom bar: its height plus the safe area of
 * phones without a home button. Use it as is, e.g. `padding-block-end: ${MOBILE_NAV_CLEARANCE}`.
 */
export const MOBILE_NAV_CLEARANCE = `calc(${MOBILE_BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))`;
