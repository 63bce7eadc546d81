/*
 * Which element shows the page's toasts. Every element could render the one toast stack, but
 * the shopper must see (and hear) each toast once, and in the element they are using: a modal
 * sheet hides everything outside its own element from screen readers. So the element the
 * shopper last touched or focused owns the toasts; before any touch, the first one placed does.
 */
import { computed, signal } from '@preact/signals-core';

const mounted = signal<readonly symbol[]>([]);
const chosen = signal<symbol | null>(null);

/** The element showing the toasts now. */
export const toastOwner = computed<symbol | null>(() => {
  const choice = chosen.value;
  if (choice !== null && mounted.value.includes(choice)) return choice;
  return mounted.value[0] ?? null;
});

/** Adds an element to the candidates; returns what removes it. */
export function joinToastOwners(id: symbol): () => void {
  mounted.value = [...mounted.value, id];
  return () => {
    mounted.value = mounted.value.filter((entry) => entry !== id);
  };
}

/** Makes an element the one showing the toasts (the shopper is using it). */
export function claimToasts(id: symbol): void {
  chosen.value = id;
}
