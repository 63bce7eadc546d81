/*
 * The application forms' stories fill the forms as a shopper would, in either language: fields
 * are found by their form names (the server's), which no translation changes.
 */
import { userEvent, waitFor } from 'storybook/test';

/** A form control of the story, by its name. */
export function control<TElement extends Element = HTMLInputElement>(
  root: HTMLElement,
  name: string,
  value?: string,
): TElement {
  const selector = value === undefined ? `[name="${name}"]` : `[name="${name}"][value="${value}"]`;
  const found = root.querySelector<TElement>(selector);
  if (found === null) throw new Error(`the story has no control named ${name}`);
  return found;
}

/** Waits for a control to show (a step's first field, once the step has moved). */
export const shown = (root: HTMLElement, name: string) => waitFor(() => control(root, name));

/** Types into the named text fields, in order. */
export async function typeInto(root: HTMLElement, texts: Readonly<Record<string, string>>) {
  await shown(root, Object.keys(texts)[0] ?? '');
  for (const [name, text] of Object.entries(texts)) await userEvent.type(control(root, name), text);
}

/** Chooses a picture for the named picture field and waits for it to be checked. */
export async function choosePicture(root: HTMLElement, name: string, file: File) {
  await userEvent.upload(control(root, name), file);
  await waitFor(() => {
    if (
      root.querySelector(`[name="${name}"]`)?.closest('fieldset')?.querySelector('img') === null
    ) {
      throw new Error('no preview yet');
    }
  });
}

/** Presses the form's submit button (Next, or Send on the last step). */
export async function pressForward(root: HTMLElement) {
  const forward = root.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (forward === null) throw new Error('the story has no form');
  await userEvent.click(forward);
}

/** Ticks the terms box. */
export async function acceptTerms(root: HTMLElement) {
  await shown(root, 'terms');
  await userEvent.click(control(root, 'terms'));
}
