import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_INPUT_KEY,
  EARLY_INPUT_PATIENCE_MS,
  type EarlyInputRecorder,
  recordEarlyInput,
  type WindowWithEarlyInput,
} from './earlyInput';

const page = window as WindowWithEarlyInput;
const recorder = (): EarlyInputRecorder => {
  const found = page[EARLY_INPUT_KEY];
  if (!found) throw new Error('no recorder on the page');
  return found;
};

/** Whether an event the shopper caused reached the page's own listeners. */
function reachesThePage(element: Element, event: Event): boolean {
  let reached = false;
  const listener = () => {
    reached = true;
  };
  element.addEventListener(event.type, listener);
  element.dispatchEvent(event);
  element.removeEventListener(event.type, listener);
  return reached;
}

const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });
const press = (key: string) =>
  new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
const $ = <T extends Element>(selector: string) => document.querySelector(selector) as T;

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu">Categories</button>
      <a href="/cart" id="link">Cart</a>
      <form action="/search"><input name="name" id="search"><button id="go">Search</button></form>
      <form id="buy"><button id="add">Add to Cart</button></form>
      <label><input type="checkbox" id="veg"> Veg</label>
      <label><input type="radio" name="rating" id="any" checked> Any rating</label>
      <label><input type="radio" name="rating" id="four"> 4 and up</label>
    </div>
    <button type="button" id="outside">Elsewhere</button>`;
  recordEarlyInput('root', EARLY_INPUT_KEY, EARLY_INPUT_PATIENCE_MS);
});

afterEach(() => {
  page[EARLY_INPUT_KEY]?.stop();
  delete page[EARLY_INPUT_KEY];
  vi.useRealTimers();
});

describe('the page’s recorder, before the storefront listens', () => {
  it('keeps a tap on a button only a script answers, and keeps it from the page meanwhile', () => {
    const menu = $('#menu');

    expect(reachesThePage(menu, click())).toBe(false);

    expect(recorder().stop()).toEqual([
      expect.objectContaining({
        type: 'click',
        target: menu,
        init: expect.objectContaining({ bubbles: true }),
      }),
    ]);
  });

  it('keeps the arrow keys and Escape pressed on a control, in order', () => {
    const menu = $('#menu');
    menu.dispatchEvent(press('ArrowDown'));
    menu.dispatchEvent(press('Escape'));

    expect(
      recorder()
        .stop()
        .map(({ init }) => init.key),
    ).toEqual(['ArrowDown', 'Escape']);
  });

  it('leaves a link, a form’s submission and a field’s focus to the browser', () => {
    for (const id of ['#link', '#go', '#search']) {
      expect(reachesThePage($(id), click())).toBe(true);
    }
    expect(recorder().stop()).toEqual([]);
  });

  it('keeps the submission of a form only a script answers, which would load the page again', () => {
    const buy = $<HTMLFormElement>('#buy');
    const add = $<HTMLButtonElement>('#add');
    const submission = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: add,
    });

    expect(reachesThePage(buy, submission)).toBe(false);

    expect(submission.defaultPrevented).toBe(true);
    expect(recorder().stop()).toEqual([
      expect.objectContaining({ type: 'submit', target: buy, submitter: add }),
    ]);
  });

  it('leaves the submission of a form that names where it goes to the browser', () => {
    const search = $<HTMLFormElement>('form[action]');
    const submission = new SubmitEvent('submit', { bubbles: true, cancelable: true });

    expect(reachesThePage(search, submission)).toBe(true);

    expect(submission.defaultPrevented).toBe(false);
    expect(recorder().stop()).toEqual([]);
  });

  it('lets the browser tick a box at once, and keeps how it stood before each click', () => {
    const veg = $<HTMLInputElement>('#veg');

    expect(reachesThePage(veg, click())).toBe(false);
    expect(veg.checked).toBe(true);
    veg.click();

    expect(veg.checked).toBe(false);
    expect(recorder().stop()).toEqual([
      expect.objectContaining({ type: 'click', target: veg, checkedBefore: false }),
      expect.objectContaining({ type: 'click', target: veg, checkedBefore: true }),
    ]);
  });

  it('knows a radio button the server chose, and one the shopper chose since', () => {
    const any = $<HTMLInputElement>('#any');
    const four = $<HTMLInputElement>('#four');

    four.click();
    any.click();
    any.click();

    expect(any.checked).toBe(true);
    expect(
      recorder()
        .stop()
        .map(({ target, checkedBefore }) => [target, checkedBefore]),
    ).toEqual([
      [four, false],
      [any, false],
      [any, true],
    ]);
  });

  it('leaves Tab, typing, and Enter or Space on a control to the browser', () => {
    const search = $('#search');
    for (const key of ['Tab', 'a', 'Backspace', 'Enter']) {
      expect(reachesThePage(search, press(key))).toBe(true);
    }
    expect(reachesThePage($('#menu'), press('Enter'))).toBe(true);
    expect(reachesThePage($('#menu'), press(' '))).toBe(true);

    expect(recorder().stop()).toEqual([]);
  });

  it('keeps what was typed into a field and the keys that move through its suggestions', () => {
    const search = $<HTMLInputElement>('#search');
    search.value = 'tea';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    search.dispatchEvent(press('ArrowDown'));

    const [typed, pressed] = recorder().stop();
    expect(typed).toMatchObject({ type: 'input', typed: { text: 'tea', selection: [3, 3] } });
    expect(pressed).toMatchObject({ type: 'keydown', init: { key: 'ArrowDown' } });
  });

  it('leaves input outside the storefront alone', () => {
    expect(reachesThePage($('#outside'), click())).toBe(true);
    expect(recorder().stop()).toEqual([]);
  });

  it('lets input through once stopped, and hands over each piece only once', () => {
    $('#menu').dispatchEvent(click());
    expect(recorder().stop()).toHaveLength(1);

    expect(reachesThePage($('#menu'), click())).toBe(true);
    expect(recorder().stop()).toEqual([]);
  });

  it('gives up when the storefront never comes, so the page is not kept from its input', () => {
    page[EARLY_INPUT_KEY]?.stop();
    vi.useFakeTimers();
    recordEarlyInput('root', EARLY_INPUT_KEY, EARLY_INPUT_PATIENCE_MS);
    $('#menu').dispatchEvent(click());

    vi.advanceTimersByTime(EARLY_INPUT_PATIENCE_MS);

    expect(reachesThePage($('#menu'), click())).toBe(true);
    expect(recorder().stop()).toEqual([]);
  });
});
