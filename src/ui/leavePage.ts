/**
 * Leaves for a page outside the storefront (the demo payment page, on the API's origin): a full
 * load, since no router of the host can open it.
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
