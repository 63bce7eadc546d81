/*
 * Stands in for `@preact/signals-react/runtime` in the embed build, which runs the components on
 * preact/compat (vite.embed.config.ts). Importing `@preact/signals` installs Preact's render hooks,
 * which track the signals every component reads while rendering and re-render it when they change:
 * the work `useSignals()` does under React is done for every component already.
 */
import '@preact/signals';

/** The React adapter's hook, a no-op here: Preact's signals integration tracks each render itself. */
export function useSignals(): void {}
