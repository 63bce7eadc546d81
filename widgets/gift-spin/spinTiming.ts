/** How long the wheel turns before it stops on the prize, in milliseconds. */
export const SPIN_MS = 4000;
