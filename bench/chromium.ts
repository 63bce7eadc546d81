/** Debian's Chromium, the only browser the bench drives; none is ever downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags of every headless run (design "Browsers in tests"): no GPU on these machines, and no
 * background traffic of the browser's own that would share the loopback with what is timed.
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
