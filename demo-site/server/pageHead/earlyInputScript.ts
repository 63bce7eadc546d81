import { createHash } from 'node:crypto';
import {
  EARLY_INPUT_KEY,
  EARLY_INPUT_PATIENCE_MS,
  recordEarlyInput,
} from '../../shared/earlyInput';
import { ROOT_ID } from '../../shared/serverRender';

/** The recorder's script text: the function's own source, called with the page's names. */
const source = `(${String(recordEarlyInput)})(${JSON.stringify(ROOT_ID)},${JSON.stringify(EARLY_INPUT_KEY)},${EARLY_INPUT_PATIENCE_MS})`;

/**
 * The head's inline script that records input on a page the server rendered until the storefront
 * takes it over (demo-site/shared/earlyInput.ts).
 */
export const EARLY_INPUT_SCRIPT = `<script>${source}</script>`;

/** The content security policy's source that lets exactly this inline script run. */
export const EARLY_INPUT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
