import { createContext } from 'react';

/**
 * Whether the page read the shop's modules before its first render, on the server and in the
 * browser alike (the home page does, among its first screen's reads): its switcher then renders
 * the list at once, and the browser takes the server's page over with the same list in it.
 * Elsewhere the list is shown once the browser renders (see useShopModules).
 */
export const ModulesReadFirst = createContext(false);
