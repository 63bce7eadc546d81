import { act, screen } from '@testing-library/react';
import { type KeyboardEvent, memo, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EARLY_INPUT_KEY,
  EARLY_INPUT_PATIENCE_MS,
  recordEarlyInput,
  type WindowWithEarlyInput,
} from '../../shared/earlyInput';
import { replayEarlyInput } from './replayEarlyInput';

interface FiltersProps {
  veg: boolean;
  rating: string;
  onVeg: (veg: boolean) => void;
  onRating: (rating: string) => void;
}

/** Boxes React does not render again when the panel is: it finds them as the shopper left them. */
const Filters = memo(function Filters({ veg, rating, onVeg, onRating }: FiltersProps) {
  return (
    <>
      <input
        type="checkbox"
        aria-label="Veg"
        checked={veg}
        onChange={(event) => onVeg(event.target.checked)}
      />
      {['any', '4'].map((value) => (
        <input
          key={value}
          type="radio"
          name="rating"
          aria-label={`Rating ${value}`}
          checked={rating === value}
          onChange={() => onRating(value)}
        />
      ))}
    </>
  );
});

/** A piece of a storefront whose buttons, keys and fields only React gives a meaning to. */
function Panel() {
  const [taps, setTaps] = useState(0);
  const [keys, setKeys] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [veg, setVeg] = useState(false);
  const [rating, setRating] = useState('any');
  const [added, setAdded] = useState(0);
  const [, setReady] = useState(false);
  // Rendered again once taken over, as a widget that reads the shop's state after hydration is.
  useEffect(() => setReady(true), []);
  const onKeyDown = (event: KeyboardEvent) => setKeys((pressed) => [...pressed, event.key]);
  return (
    <div>
      <button type="button" onClick={() => setTaps((n) => n + 1)} onKeyDown={onKeyDown}>
        Categories
      </button>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <Filters veg={veg} rating={rating} onVeg={setVeg} onRating={setRating} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setAdded((n) => n + 1);
        }}
      >
        <button type="submit">Add to Cart</button>
      </form>
      <output>{`${taps} taps; keys ${keys.join(',')}; text ${text}; veg ${veg}; rating ${rating}; added ${added}`}</output>
    </div>
  );
}

let root: Root | undefined;

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${renderToString(<Panel />)}</div>`;
  recordEarlyInput('root', EARLY_INPUT_KEY, EARLY_INPUT_PATIENCE_MS);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  (window as WindowWithEarlyInput)[EARLY_INPUT_KEY]?.stop();
  delete (window as WindowWithEarlyInput)[EARLY_INPUT_KEY];
});

const container = () => document.getElementById('root') as HTMLElement;
const shown = () => document.querySelector('output')?.textContent;

/** What the browser does when the shopper types into a field: the text, then an input event. */
function typeInto(field: HTMLInputElement, text: string) {
  for (const letter of text) {
    field.value += letter;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** React takes the page over; one that no longer matches is rendered anew, as the storefront does. */
async function takeOver() {
  await act(async () => {
    root = hydrateRoot(container(), <Panel />, { onRecoverableError: () => undefined });
  });
}

describe('input on the server’s page before React listened', () => {
  it('is acted on once React has the page, in the order the shopper gave it', async () => {
    const button = screen.getByRole('button', { name: 'Categories' });
    button.click();
    button.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    button.click();
    typeInto(screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement, 'tea');
    screen.getByRole('checkbox', { name: 'Veg' }).click();
    screen.getByRole('button', { name: 'Add to Cart' }).click();
    await takeOver();
    expect(shown()).toBe('0 taps; keys ; text ; veg false; rating any; added 0');

    act(() => replayEarlyInput(window));

    expect(shown()).toBe('2 taps; keys ArrowDown; text tea; veg true; rating any; added 1');
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('tea');
    expect((screen.getByRole('checkbox', { name: 'Veg' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows ticks at once, and tells React how the boxes ended up', async () => {
    const veg = screen.getByRole('checkbox', { name: 'Veg' }) as HTMLInputElement;
    const any = screen.getByRole('radio', { name: 'Rating any' }) as HTMLInputElement;
    const four = screen.getByRole('radio', { name: 'Rating 4' }) as HTMLInputElement;
    veg.click();
    expect(veg.checked).toBe(true);
    veg.click();
    veg.click();
    four.click();
    expect(four.checked).toBe(true);
    any.click();
    four.click();
    await takeOver();

    act(() => replayEarlyInput(window));

    expect(shown()).toContain('veg true; rating 4;');
    expect([veg.checked, any.checked, four.checked]).toEqual([true, false, true]);
  });

  it('keeps the caret where the shopper left it in what they typed', async () => {
    const field = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
    typeInto(field, 'mlk');
    // The shopper goes back one letter and types the missing one, as the browser does it.
    field.value = 'milk';
    field.setSelectionRange(2, 2);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await takeOver();

    act(() => replayEarlyInput(window));

    expect(shown()).toContain('text milk');
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 2]);
  });

  it('is dropped for an element the storefront replaced', async () => {
    const button = screen.getByRole('button', { name: 'Categories' });
    button.click();
    button.remove();
    await takeOver();

    act(() => replayEarlyInput(window));

    expect(shown()).toContain('0 taps');
  });

  it('reaches React directly once replayed: the recorder has stopped', async () => {
    await takeOver();
    act(() => replayEarlyInput(window));

    act(() => screen.getByRole('button', { name: 'Categories' }).click());

    expect(shown()).toContain('1 taps');
    expect((window as WindowWithEarlyInput)[EARLY_INPUT_KEY]).toBeUndefined();
  });
});

describe('a page without the recorder', () => {
  it('has nothing to replay', () => {
    (window as WindowWithEarlyInput)[EARLY_INPUT_KEY]?.stop();
    delete (window as WindowWithEarlyInput)[EARLY_INPUT_KEY];

    expect(() => replayEarlyInput(window)).not.toThrow();
  });
});
