import {
  EARLY_INPUT_KEY,
  type RecordedInput,
  type TypedText,
  type WindowWithEarlyInput,
} from '../../shared/earlyInput';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (element: Element): element is TextField =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * Makes React take over the part of the page holding `target` now, if it has not yet: React does
 * so for input it is given, before handing it to the page. An input event that does not bubble
 * reaches no handler of the page's (React hands it to none but capturing ones, which no widget
 * has), and, unlike a submission, React takes over for it.
 */
function takeOver(target: Element): void {
  target.dispatchEvent(new Event('input'));
}

/**
 * Tells React what was typed into a field before it listened. Once React holds the field, it
 * shows its own value (empty) the next time it renders it, and reports a change only when the
 * field's text differs from the value it last saw, which setting the value through the field
 * itself updates. So the field is set to React's value that way, then to the text through the
 * browser's own setter, and an input event reports the difference, caret where it was.
 */
function retype(field: TextField, { text, selection: [start, end] }: TypedText): void {
  if (text === field.defaultValue) return;
  const prototype = Object.getPrototypeOf(field) as TextField;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = field.defaultValue;
  if (setValue) setValue.call(field, text);
  else field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (start !== null && end !== null) field.setSelectionRange(start, end);
}

/** Submits a form as the shopper did, with the button they pressed when it is still there. */
function resubmit(form: HTMLFormElement, submitter: HTMLElement | null | undefined): void {
  const button =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
      ? submitter
      : undefined;
  form.requestSubmit(button?.form === form ? button : undefined);
}

/**
 * What each field typed into held last, as the recorder read it before React rendered any of
 * them; each is told to React once, where the shopper first typed into it.
 */
function lastTyped(recorded: readonly RecordedInput[]): Map<Element, TypedText> {
  const typed = new Map<Element, TypedText>();
  for (const { target, typed: text } of recorded) if (text) typed.set(target, text);
  return typed;
}

/**
 * Whether a click on a box should reach React, which is told of it by the click itself: the box
 * is set back to how it stood before the click (and how React holds it), so the click ticks it
 * again and React sees the change. A click on a radio button that was already chosen changed
 * nothing.
 */
function untick(target: Element, checkedBefore: boolean): boolean {
  if (!(target instanceof HTMLInputElement)) return false;
  if (target.type === 'radio' && checkedBefore) return false;
  target.checked = checkedBefore;
  return true;
}

function replay(
  { type, target, init, submitter, checkedBefore }: RecordedInput,
  typed: Map<Element, TypedText>,
) {
  if (!target.isConnected) return;
  takeOver(target);
  if (checkedBefore !== undefined && !untick(target, checkedBefore)) return;
  if (type === 'input') {
    const text = typed.get(target);
    typed.delete(target);
    if (text && isTextField(target)) retype(target, text);
  } else if (type === 'submit') {
    if (target instanceof HTMLFormElement) resubmit(target, submitter);
  } else {
    const event = type === 'click' ? new MouseEvent(type, init) : new KeyboardEvent(type, init);
    target.dispatchEvent(event);
  }
}

/**
 * Acts on what the shopper did on the server's page before the storefront listened
 * (demo-site/shared/earlyInput.ts), in order, on the elements React has now taken over; input on
 * elements the storefront replaced is dropped. Stops the recorder, so input from now on goes to
 * React directly. Does nothing on a page without the recorder.
 */
export function replayEarlyInput(window: Window): void {
  const recorder = (window as WindowWithEarlyInput)[EARLY_INPUT_KEY];
  if (!recorder) return;
  const recorded = recorder.stop();
  delete (window as WindowWithEarlyInput)[EARLY_INPUT_KEY];
  const typed = lastTyped(recorded);
  for (const input of recorded) replay(input, typed);
}
