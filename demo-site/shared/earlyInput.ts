/*
 * A page the server rendered is on screen, and tappable, before React listens to it: a tap on a
 * button that only React gives a meaning to (the categories menu, the theme switch) would be
 * lost. The page's head records such input from its first paint, and the storefront replays it
 * once React has taken the page over. Links, form controls and forms that name where they go
 * are left to the browser, which carries them out without any script.
 */

/** Where the page's recorder waits for the storefront, on `window`. */
export const EARLY_INPUT_KEY = '__souqEarlyInput';

/** How long the recorder waits for the storefront before it lets input through unrecorded. */
export const EARLY_INPUT_PATIENCE_MS = 10_000;

/** One piece of input the page received before the storefront listened. */
export interface RecordedInput {
  type: 'click' | 'keydown' | 'input' | 'submit';
  target: Element;
  /** What a replayed event needs to say what the shopper did. */
  init: MouseEventInit & KeyboardEventInit;
  /** The button that submitted a form, if one did. */
  submitter?: HTMLElement | null | undefined;
  /** What a field held once typed into: React shows its own value there once it renders it. */
  typed?: TypedText | undefined;
  /** Whether a box or radio button that was clicked was ticked before the click. */
  checkedBefore?: boolean | undefined;
}

/** The text of a field, and where its caret was. */
export interface TypedText {
  text: string;
  selection: [start: number | null, end: number | null];
}

/** The page's recorder, as the storefront finds it. */
export interface EarlyInputRecorder {
  /** Stops recording and hands over what was recorded, in the order the shopper did it. */
  stop(): RecordedInput[];
}

/** A window whose page may carry the recorder. */
export type WindowWithEarlyInput = Window & { [EARLY_INPUT_KEY]?: EarlyInputRecorder };

/**
 * The recorder, written into the page as an inline script (its source is the script's text, so
 * it refers to nothing outside itself and names no function inside itself). It listens before
 * anything else (capture on `window`) and keeps what it records from reaching the page, so each
 * piece of input is acted on exactly once: on replay.
 */
export function recordEarlyInput(rootId: string, key: string, patienceMs: number): void {
  const recorded: RecordedInput[] = [];
  // How each box stood before the shopper's clicks, as the storefront will find it: the server
  // wrote it, and each recorded click changed it.
  const ticked = new Map<HTMLInputElement, boolean>();
  const listening = new AbortController();
  const recorder: EarlyInputRecorder = {
    stop() {
      listening.abort();
      return recorded.splice(0);
    },
  };
  (window as unknown as Record<string, EarlyInputRecorder>)[key] = recorder;
  setTimeout(() => recorder.stop(), patienceMs);
  for (const type of ['click', 'keydown', 'input', 'submit'] as const) {
    window.addEventListener(
      type,
      (event) => {
        const target = event.target;
        const root = document.getElementById(rootId);
        if (!(target instanceof Element) || !root?.contains(target)) return;
        const field = target.closest('input, select, textarea, [contenteditable]');
        let checkedBefore: boolean | undefined;
        const control = target.closest('a[href], button, summary, label');
        const checkable =
          field instanceof HTMLInputElement &&
          (field.type === 'checkbox' || field.type === 'radio');
        if (type === 'submit') {
          // A form that names where it goes (the search) goes there; any other is the script's,
          // and the browser would only load the page again.
          if (!(target instanceof HTMLFormElement) || target.hasAttribute('action')) return;
          event.preventDefault();
        } else if (type === 'input') {
          // What is typed stays in the field; the storefront is told of it on replay.
          const typedInto =
            field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement;
          if (!typedInto || checkable) return;
        } else if (type === 'click') {
          // The browser ticks a box at once (the shopper sees it); the click is kept, with how
          // the box stood before it, so the storefront is told of the change on replay.
          if (checkable) {
            const before = ticked.get(field) ?? field.defaultChecked;
            const group =
              field.type === 'radio'
                ? Array.from(document.getElementsByName(field.name)).filter(
                    (other) => other instanceof HTMLInputElement && other.form === field.form,
                  )
                : [field];
            for (const box of group)
              ticked.set(box as HTMLInputElement, box === field && field.checked);
            checkedBefore = before;
          }
          // The browser follows a link, focuses a field and submits a form (which is kept, as a
          // submission, when it is the script's) without any script.
          else if (field || (control && !(control instanceof HTMLButtonElement))) return;
          else if (control?.type === 'submit' && control.form) return;
        } else {
          const { key: pressed } = event as KeyboardEvent;
          // Tab moves the focus, a field takes what is typed into it, Enter and Space press a
          // control: the browser does each, and a press arrives as a click of its own. In a
          // field, only the keys a script gives a meaning to (a list of suggestions) are kept.
          if (pressed === 'Tab') return;
          if (field && !['ArrowDown', 'ArrowUp', 'Escape'].includes(pressed)) return;
          if (control && (pressed === 'Enter' || pressed === ' ')) return;
        }
        const mouse = event as MouseEvent;
        const keyboard = event as KeyboardEvent;
        recorded.push({
          type,
          target,
          submitter: (event as SubmitEvent).submitter,
          checkedBefore,
          typed:
            type === 'input'
              ? {
                  text: (target as HTMLInputElement).value,
                  selection: [
                    (target as HTMLInputElement).selectionStart,
                    (target as HTMLInputElement).selectionEnd,
                  ],
                }
              : undefined,
          init: {
            bubbles: true,
            cancelable: true,
            composed: true,
            key: keyboard.key,
            code: keyboard.code,
            location: keyboard.location,
            repeat: keyboard.repeat,
            detail: mouse.detail,
            button: mouse.button,
            clientX: mouse.clientX,
            clientY: mouse.clientY,
            ctrlKey: mouse.ctrlKey,
            shiftKey: mouse.shiftKey,
            altKey: mouse.altKey,
            metaKey: mouse.metaKey,
          },
        });
        event.stopImmediatePropagation();
      },
      { capture: true, signal: listening.signal },
    );
  }
}
