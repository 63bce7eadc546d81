import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSuggestionRequester,
  SEARCH_DEBOUNCE_MS,
  type SuggestionRequester,
} from './suggestionRequester';

interface FetchCall {
  readonly text: string;
  readonly signal: AbortSignal;
  resolve(items: readonly string[]): void;
  reject(error: unknown): void;
}

// A fetcher whose replies the test hands out by hand, in any order it likes.
function manualFetcher() {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(
    (text: string, signal: AbortSignal) =>
      new Promise<readonly string[]>((resolve, reject) => {
        calls.push({ text, signal, resolve, reject });
      }),
  );
  return { fetch, calls };
}

// A fetcher that answers after a delay per text and, like a careless server client, ignores
// the abort signal completely.
function delayedFetcher(delays: Readonly<Record<string, number>>) {
  return vi.fn(
    (text: string) =>
      new Promise<readonly string[]>((resolve) => {
        setTimeout(() => resolve([`${text} result`]), delays[text] ?? 0);
      }),
  );
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

describe('createSuggestionRequester', () => {
  let requester: SuggestionRequester<readonly string[]> | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    requester?.dispose();
    requester = undefined;
    vi.useRealTimers();
  });

  function setup(fetch: (text: string, signal: AbortSignal) => Promise<readonly string[]>) {
    requester = createSuggestionRequester({ fetch });
    return requester;
  }

  describe('given a new requester', () => {
    it('is idle', () => {
      const { fetch } = manualFetcher();
      expect(setup(fetch).state.value).toEqual({ status: 'idle' });
    });
  });

  describe('when text is typed', () => {
    it(`does not ask before ${SEARCH_DEBOUNCE_MS} ms`, () => {
      const { fetch } = manualFetcher();
      setup(fetch).request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
      expect(fetch).not.toHaveBeenCalled();
    });

    it(`asks exactly once after ${SEARCH_DEBOUNCE_MS} ms`, () => {
      const { fetch } = manualFetcher();
      setup(fetch).request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      vi.advanceTimersByTime(10 * SEARCH_DEBOUNCE_MS);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith('milk', expect.any(AbortSignal));
    });

    it('asks with the trimmed text', () => {
      const { fetch } = manualFetcher();
      setup(fetch).request('  milk  ');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(fetch).toHaveBeenCalledWith('milk', expect.any(AbortSignal));
    });

    it('is pending for that text while the reply is on its way', () => {
      const { fetch } = manualFetcher();
      const { state, request } = setup(fetch);
      request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(state.value).toEqual({ status: 'pending', text: 'milk' });
    });

    it('holds the reply once it arrives', async () => {
      const { fetch, calls } = manualFetcher();
      const { state, request } = setup(fetch);
      request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      calls[0]?.resolve(['milk 1L', 'milk powder']);
      await vi.advanceTimersByTimeAsync(0);
      expect(state.value).toEqual({
        status: 'success',
        text: 'milk',
        data: ['milk 1L', 'milk powder'],
      });
    });
  });

  describe('when "a", "ab", "abc" are typed quickly', () => {
    it('asks once, with "abc"', () => {
      const { fetch } = manualFetcher();
      const { request } = setup(fetch);
      request('a');
      vi.advanceTimersByTime(100);
      request('ab');
      vi.advanceTimersByTime(100);
      request('abc');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(fetch.mock.calls.map(([text]) => text)).toEqual(['abc']);
    });

    it('restarts the wait on every keystroke', () => {
      const { fetch } = manualFetcher();
      const { request } = setup(fetch);
      request('a');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100);
      request('ab');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100);
      expect(fetch).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the text is empty or only whitespace', () => {
    it.each(['', '   ', '\t\n'])('never asks for %j', (text) => {
      const { fetch } = manualFetcher();
      setup(fetch).request(text);
      vi.advanceTimersByTime(10 * SEARCH_DEBOUNCE_MS);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('drops a request still waiting out the debounce', () => {
      const { fetch } = manualFetcher();
      const { request } = setup(fetch);
      request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
      request('');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('resets shown suggestions to idle at once', async () => {
      const { fetch, calls } = manualFetcher();
      const { state, request } = setup(fetch);
      request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      calls[0]?.resolve(['milk 1L']);
      await vi.advanceTimersByTimeAsync(0);
      request(' ');
      expect(state.value).toEqual({ status: 'idle' });
    });

    it('aborts the request in flight and ignores its late reply', async () => {
      const { fetch, calls } = manualFetcher();
      const { state, request } = setup(fetch);
      request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      request('');
      expect(calls[0]?.signal.aborted).toBe(true);
      calls[0]?.resolve(['milk 1L']);
      await vi.advanceTimersByTimeAsync(0);
      expect(state.value).toEqual({ status: 'idle' });
    });
  });

  describe('when a newer request starts while an older one is in flight', () => {
    it('aborts the older one through its signal', () => {
      const { fetch, calls } = manualFetcher();
      const { request } = setup(fetch);
      request('ab');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      request('abc');
      expect(calls[0]?.signal.aborted).toBe(false);
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(calls.map((call) => [call.text, call.signal.aborted])).toEqual([
        ['ab', true],
        ['abc', false],
      ]);
    });

    it('keeps the newer reply when the slow older reply lands after it', async () => {
      const fetch = delayedFetcher({ ab: 1000, abc: 100 });
      const { state, request } = setup(fetch);
      request('ab');
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
      request('abc');
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 100);
      expect(state.value).toEqual({ status: 'success', text: 'abc', data: ['abc result'] });
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(state.value).toEqual({ status: 'success', text: 'abc', data: ['abc result'] });
    });

    it('ignores the older reply even when it lands before the newer one', async () => {
      const { fetch, calls } = manualFetcher();
      const { state, request } = setup(fetch);
      request('ab');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      request('abc');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      calls[0]?.resolve(['ab result']);
      await vi.advanceTimersByTimeAsync(0);
      expect(state.value).toEqual({ status: 'pending', text: 'abc' });
    });

    it('does not report the older request abort as an error', async () => {
      const { fetch, calls } = manualFetcher();
      const { state, request } = setup(fetch);
      request('ab');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      request('abc');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      calls[0]?.reject(abortError());
      await vi.advanceTimersByTimeAsync(0);
      expect(state.value).toEqual({ status: 'pending', text: 'abc' });
    });
  });

  describe('when the same text is asked for again', () => {
    it('does not ask a second time while the first reply is on its way', () => {
      const { fetch } = manualFetcher();
      const { request } = setup(fetch);
      request('ab');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      request('abc');
      request('ab ');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('asks again after a failure, so the user can retry', async () => {
      const { fetch, calls } = manualFetcher();
      const { request } = setup(fetch);
      request('ab');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      calls[0]?.reject(new Error('offline'));
      await vi.advanceTimersByTimeAsync(0);
      request('ab');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });

  describe('when the fetcher fails', () => {
    it('reports the error with its text', async () => {
      const { fetch, calls } = manualFetcher();
      const { state, request } = setup(fetch);
      const failure = new Error('Server error');
      request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      calls[0]?.reject(failure);
      await vi.advanceTimersByTimeAsync(0);
      expect(state.value).toEqual({ status: 'error', text: 'milk', error: failure });
    });

    it('reports a synchronous throw the same way', async () => {
      const failure = new TypeError('bad input');
      const { state, request } = setup(() => {
        throw failure;
      });
      request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      await vi.advanceTimersByTimeAsync(0);
      expect(state.value).toEqual({ status: 'error', text: 'milk', error: failure });
    });

    it('goes back to idle rather than error when the fetcher itself aborts', async () => {
      const { fetch, calls } = manualFetcher();
      const { state, request } = setup(fetch);
      request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      calls[0]?.reject(abortError());
      await vi.advanceTimersByTimeAsync(0);
      expect(state.value).toEqual({ status: 'idle' });
    });
  });

  describe('when flushed (the user pressed Enter)', () => {
    it('asks at once for the waiting text, and not again later', () => {
      const { fetch } = manualFetcher();
      const { request, flush } = setup(fetch);
      request('milk');
      vi.advanceTimersByTime(100);
      flush();
      expect(fetch).toHaveBeenCalledWith('milk', expect.any(AbortSignal));
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('does nothing when no text is waiting', () => {
      const { fetch } = manualFetcher();
      const { state, flush } = setup(fetch);
      flush();
      expect(fetch).not.toHaveBeenCalled();
      expect(state.value).toEqual({ status: 'idle' });
    });
  });

  describe('when cancelled', () => {
    it('drops the waiting text, aborts the flight and falls back to idle', async () => {
      const { fetch, calls } = manualFetcher();
      const { state, request, cancel } = setup(fetch);
      request('ab');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      request('abc');
      cancel();
      expect(calls[0]?.signal.aborted).toBe(true);
      expect(state.value).toEqual({ status: 'idle' });
      calls[0]?.resolve(['ab result']);
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(state.value).toEqual({ status: 'idle' });
    });

    it('keeps suggestions that already arrived', async () => {
      const { fetch, calls } = manualFetcher();
      const { state, request, cancel } = setup(fetch);
      request('milk');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      calls[0]?.resolve(['milk 1L']);
      await vi.advanceTimersByTimeAsync(0);
      cancel();
      expect(state.value).toEqual({ status: 'success', text: 'milk', data: ['milk 1L'] });
    });
  });

  describe('when disposed', () => {
    it('aborts the flight, clears its timers and ignores later requests', () => {
      const { fetch, calls } = manualFetcher();
      const { request, dispose } = setup(fetch);
      request('ab');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      request('abc');
      dispose();
      expect(calls[0]?.signal.aborted).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
      request('later');
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('given options', () => {
    it('uses a custom debounce', () => {
      const { fetch } = manualFetcher();
      requester = createSuggestionRequester({ fetch, debounceMs: 200 });
      requester.request('milk');
      vi.advanceTimersByTime(199);
      expect(fetch).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('rejects a negative debounce', () => {
      const { fetch } = manualFetcher();
      expect(() => createSuggestionRequester({ fetch, debounceMs: -1 })).toThrow(RangeError);
    });

    it('debounces with an injected clock', () => {
      const { fetch } = manualFetcher();
      const waits: Array<{ callback: () => void; ms: number }> = [];
      requester = createSuggestionRequester({
        fetch,
        clock: {
          setTimeout: (callback, ms) => {
            waits.push({ callback, ms });
            return setTimeout(() => {}, 0);
          },
          clearTimeout: () => {},
        },
      });
      requester.request('milk');
      expect(waits.map((wait) => wait.ms)).toEqual([SEARCH_DEBOUNCE_MS]);
      waits[0]?.callback();
      expect(fetch).toHaveBeenCalledWith('milk', expect.any(AbortSignal));
    });
  });

  describe('given any typing rhythm and any reply delays', () => {
    it('ends showing the reply for the last text typed, or idle when it was blank', async () => {
      const stepArbitrary = fc.record({
        text: fc.constantFrom('', ' ', 'a', 'ab', 'abc', 'ab ', 'milk'),
        pause: fc.integer({ min: 0, max: 1200 }),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }),
          fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 1, maxLength: 12 }),
          async (steps, replyDelays) => {
            let callCount = 0;
            const fetch = (text: string) => {
              const delay = replyDelays[callCount % replyDelays.length] ?? 0;
              callCount += 1;
              return new Promise<readonly string[]>((resolve) => {
                setTimeout(() => resolve([`${text} result`]), delay);
              });
            };
            const property = createSuggestionRequester({ fetch });
            for (const step of steps) {
              property.request(step.text);
              await vi.advanceTimersByTimeAsync(step.pause);
            }
            await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 1500);
            const last = steps.at(-1)?.text.trim() ?? '';
            expect(property.state.value).toEqual(
              last === ''
                ? { status: 'idle' }
                : { status: 'success', text: last, data: [`${last} result`] },
            );
            property.dispose();
          },
        ),
        { numRuns: 60 },
      );
    });
  });
});
