import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOVE_DELAY, TOAST_LIMIT, type Toast, type ToastSink } from './toast';
import { createToastModel, type ToastModel } from './toastModel';

function only(model: ToastModel): Toast {
  const [first, ...rest] = model.toasts.value;
  expect(rest).toEqual([]);
  if (first === undefined) throw new Error('expected exactly one toast, found none');
  return first;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('createToastModel', () => {
  let model: ToastModel;

  beforeEach(() => {
    vi.useFakeTimers();
    model = createToastModel();
  });

  afterEach(() => {
    model.dispose();
    vi.useRealTimers();
  });

  describe('given a new model', () => {
    it('shows no toasts', () => {
      expect(model.toasts.value).toEqual([]);
    });

    it('serves as a ToastSink for modules that only notify', () => {
      const sink: ToastSink = model;
      sink.success('Saved');
      expect(only(model).message).toBe('Saved');
    });
  });

  describe('when a toast is added', () => {
    it('returns its id and shows it visible, stamped with the current time', () => {
      vi.setSystemTime(1_700_000_000_000);
      const id = model.blank('Hello');
      expect(only(model)).toEqual({
        id,
        type: 'blank',
        message: 'Hello',
        createdAt: 1_700_000_000_000,
        duration: 4000,
        visible: true,
        ariaLive: 'polite',
      });
    });

    it('announces errors assertively and every other type politely', () => {
      model.error('Broken');
      model.success('Done');
      model.loading('Wait');
      model.custom('Custom');
      model.blank('Plain');
      expect(model.toasts.value.map((toast) => [toast.type, toast.ariaLive])).toEqual([
        ['blank', 'polite'],
        ['custom', 'polite'],
        ['loading', 'polite'],
        ['success', 'polite'],
        ['error', 'assertive'],
      ]);
    });

    it('puts the newest first', () => {
      model.blank('first');
      model.blank('second');
      expect(model.toasts.value.map((toast) => toast.message)).toEqual(['second', 'first']);
    });

    it('gives each toast its own id', () => {
      const ids = [model.blank('a'), model.blank('b'), model.blank('c')];
      expect(new Set(ids).size).toBe(3);
    });

    it('does not generate an id a caller already chose', () => {
      model.blank('chosen', { id: 'toast-1' });
      const generated = model.blank('generated');
      expect(generated).not.toBe('toast-1');
      expect(model.toasts.value).toHaveLength(2);
    });

    it('rejects a negative duration', () => {
      expect(() => model.blank('Nope', { duration: -1 })).toThrow(RangeError);
    });
  });

  describe.each([
    ['blank', 4000],
    ['error', 4000],
    ['success', 2000],
    ['custom', 4000],
  ] as const)('given a %s toast', (type, duration) => {
    it(`stays visible for ${duration - 1} ms`, () => {
      model.add(type, 'message');
      vi.advanceTimersByTime(duration - 1);
      expect(only(model).visible).toBe(true);
    });

    it(`hides itself after ${duration} ms and leaves ${REMOVE_DELAY} ms later`, () => {
      model.add(type, 'message');
      vi.advanceTimersByTime(duration);
      expect(only(model).visible).toBe(false);
      vi.advanceTimersByTime(REMOVE_DELAY);
      expect(model.toasts.value).toEqual([]);
    });
  });

  describe('given a loading toast', () => {
    it('has an unlimited duration and never dismisses itself', () => {
      model.loading('Uploading');
      vi.advanceTimersByTime(24 * 60 * 60 * 1000);
      expect(only(model)).toMatchObject({ duration: Number.POSITIVE_INFINITY, visible: true });
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('given a custom duration', () => {
    it('uses it instead of the type default', () => {
      model.success('Quick', { duration: 500 });
      vi.advanceTimersByTime(499);
      expect(only(model).visible).toBe(true);
      vi.advanceTimersByTime(1);
      expect(only(model).visible).toBe(false);
    });
  });

  describe(`given ${TOAST_LIMIT} toasts`, () => {
    describe('when one more is added', () => {
      it('drops the oldest and keeps the newest first', () => {
        for (let index = 1; index <= TOAST_LIMIT; index += 1) model.blank(`toast ${index}`);
        model.blank('toast 21');
        const messages = model.toasts.value.map((toast) => toast.message);
        expect(messages).toHaveLength(TOAST_LIMIT);
        expect(messages[0]).toBe('toast 21');
        expect(messages).not.toContain('toast 1');
        expect(messages.at(-1)).toBe('toast 2');
      });

      it('forgets the dropped toast timer', () => {
        for (let index = 1; index <= TOAST_LIMIT + 1; index += 1) model.blank(`toast ${index}`);
        expect(vi.getTimerCount()).toBe(TOAST_LIMIT);
      });
    });
  });

  describe('when a toast is dismissed', () => {
    it('hides it at once', () => {
      const id = model.loading('Working');
      model.dismiss(id);
      expect(only(model).visible).toBe(false);
    });

    it(`keeps it in the list at ${REMOVE_DELAY - 1} ms`, () => {
      const id = model.loading('Working');
      model.dismiss(id);
      vi.advanceTimersByTime(REMOVE_DELAY - 1);
      expect(model.toasts.value).toHaveLength(1);
    });

    it(`removes it after exactly ${REMOVE_DELAY} ms`, () => {
      const id = model.loading('Working');
      model.dismiss(id);
      vi.advanceTimersByTime(REMOVE_DELAY);
      expect(model.toasts.value).toEqual([]);
    });

    it('leaves the other toasts alone', () => {
      const first = model.loading('first');
      model.loading('second');
      model.dismiss(first);
      expect(model.toasts.value.map((toast) => [toast.message, toast.visible])).toEqual([
        ['second', true],
        ['first', false],
      ]);
    });

    it('does not postpone the removal when dismissed twice', () => {
      const id = model.loading('Working');
      model.dismiss(id);
      vi.advanceTimersByTime(600);
      model.dismiss(id);
      vi.advanceTimersByTime(REMOVE_DELAY - 600);
      expect(model.toasts.value).toEqual([]);
    });
  });

  describe('when dismiss is called without an id', () => {
    it('hides every toast at once and removes them all a second later', () => {
      model.loading('one');
      model.error('two');
      model.success('three');
      model.dismiss();
      expect(model.toasts.value.map((toast) => toast.visible)).toEqual([false, false, false]);
      vi.advanceTimersByTime(REMOVE_DELAY);
      expect(model.toasts.value).toEqual([]);
    });
  });

  describe('when a toast is removed', () => {
    it('drops it at once and cancels its timer', () => {
      const id = model.blank('Gone');
      model.remove(id);
      expect(model.toasts.value).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('drops every toast when called without an id', () => {
      model.blank('one');
      model.loading('two');
      model.remove();
      expect(model.toasts.value).toEqual([]);
    });
  });

  describe('when a toast is updated by id', () => {
    it('changes its message and keeps its countdown', () => {
      const id = model.blank('Before');
      vi.advanceTimersByTime(3000);
      model.update(id, { message: 'After' });
      expect(only(model).message).toBe('After');
      vi.advanceTimersByTime(1000);
      expect(only(model).visible).toBe(false);
    });

    it('takes the new type default duration and restarts the countdown', () => {
      const id = model.loading('Saving');
      vi.advanceTimersByTime(10_000);
      model.update(id, { type: 'error', message: 'Failed' });
      expect(only(model)).toMatchObject({ type: 'error', duration: 4000, ariaLive: 'assertive' });
      vi.advanceTimersByTime(3999);
      expect(only(model).visible).toBe(true);
      vi.advanceTimersByTime(1);
      expect(only(model).visible).toBe(false);
    });

    it('ignores an unknown id', () => {
      model.blank('Stays');
      const before = model.toasts.value;
      model.update('missing', { message: 'Nope' });
      expect(model.toasts.value).toBe(before);
    });
  });

  describe('when a toast is added again with an existing id', () => {
    it('updates it in place instead of duplicating it', () => {
      const id = model.loading('Saving', { id: 'save' });
      const otherId = model.blank('Other');
      model.success('Saved', { id });
      expect(model.toasts.value.map((toast) => [toast.id, toast.type, toast.message])).toEqual([
        [otherId, 'blank', 'Other'],
        ['save', 'success', 'Saved'],
      ]);
    });

    it('counts down with the new type duration', () => {
      const id = model.loading('Saving');
      vi.advanceTimersByTime(60_000);
      model.success('Saved', { id });
      vi.advanceTimersByTime(1999);
      expect(only(model).visible).toBe(true);
      vi.advanceTimersByTime(1);
      expect(only(model).visible).toBe(false);
    });

    it('brings a dismissed toast back and cancels its removal', () => {
      const id = model.blank('First');
      model.dismiss(id);
      model.error('Again', { id });
      vi.advanceTimersByTime(REMOVE_DELAY);
      expect(only(model)).toMatchObject({ message: 'Again', visible: true });
    });
  });

  describe('when a promise toast is shown', () => {
    it('shows loading until the promise settles', () => {
      model.promise(new Promise(() => {}), { loading: 'Saving', success: 'Saved', error: 'Oops' });
      expect(only(model)).toMatchObject({ type: 'loading', message: 'Saving' });
    });

    it('turns into success with the same id when it resolves', async () => {
      const pending = deferred<number>();
      const result = model.promise(pending.promise, {
        loading: 'Saving',
        success: (count) => `Saved ${count}`,
        error: 'Oops',
      });
      const { id } = only(model);
      pending.resolve(3);
      await expect(result).resolves.toBe(3);
      expect(only(model)).toMatchObject({ id, type: 'success', message: 'Saved 3', visible: true });
      vi.advanceTimersByTime(2000);
      expect(only(model).visible).toBe(false);
    });

    it('turns into error with the same id when it rejects', async () => {
      const pending = deferred<number>();
      const result = model.promise(pending.promise, {
        loading: 'Saving',
        success: 'Saved',
        error: (reason) => `Failed: ${String(reason)}`,
      });
      const { id } = only(model);
      pending.reject('offline');
      await expect(result).rejects.toBe('offline');
      expect(only(model)).toMatchObject({
        id,
        type: 'error',
        message: 'Failed: offline',
        ariaLive: 'assertive',
      });
    });
  });

  describe('when the toaster is paused', () => {
    it('freezes the countdown and keeps the time left on resume', () => {
      model.blank('Read me');
      vi.advanceTimersByTime(1500);
      model.pause();
      vi.advanceTimersByTime(60_000);
      expect(only(model).visible).toBe(true);
      model.resume();
      vi.advanceTimersByTime(2499);
      expect(only(model).visible).toBe(true);
      vi.advanceTimersByTime(1);
      expect(only(model).visible).toBe(false);
    });

    it('marks the toasts with the moment it paused and clears the mark on resume', () => {
      vi.setSystemTime(5_000);
      model.blank('Read me');
      vi.advanceTimersByTime(100);
      model.pause();
      expect(only(model).pausedAt).toBe(5_100);
      model.resume();
      expect(only(model)).not.toHaveProperty('pausedAt');
    });

    it('holds a toast added while paused until resumed', () => {
      model.pause();
      model.success('Arrived while reading');
      vi.advanceTimersByTime(10_000);
      expect(only(model).visible).toBe(true);
      model.resume();
      vi.advanceTimersByTime(2000);
      expect(only(model).visible).toBe(false);
    });

    it('ignores a second pause, which would otherwise lose time', () => {
      model.blank('Read me');
      vi.advanceTimersByTime(1000);
      model.pause();
      vi.advanceTimersByTime(500);
      model.pause();
      model.resume();
      vi.advanceTimersByTime(2999);
      expect(only(model).visible).toBe(true);
      vi.advanceTimersByTime(1);
      expect(only(model).visible).toBe(false);
    });

    it('still removes a dismissed toast on time', () => {
      const id = model.blank('Bye');
      model.pause();
      model.dismiss(id);
      vi.advanceTimersByTime(REMOVE_DELAY);
      expect(model.toasts.value).toEqual([]);
    });
  });

  describe('when the model is disposed', () => {
    it('clears every timer and schedules no more', () => {
      model.blank('one');
      const id = model.loading('two');
      model.dismiss(id);
      model.dispose();
      expect(vi.getTimerCount()).toBe(0);
      model.success('late');
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('given an injected clock', () => {
    it('uses it for time stamps and timers', () => {
      let time = 42;
      const scheduled: Array<{ callback: () => void; ms: number }> = [];
      const clocked = createToastModel({
        now: () => time,
        setTimeout: (callback, ms) => {
          scheduled.push({ callback, ms });
          return setTimeout(() => {}, 0);
        },
        clearTimeout: () => {},
      });
      clocked.error('Injected');
      expect(clocked.toasts.value[0]?.createdAt).toBe(42);
      expect(scheduled.map((entry) => entry.ms)).toEqual([4000]);
      time = 4042;
      scheduled[0]?.callback();
      expect(clocked.toasts.value[0]?.visible).toBe(false);
      expect(scheduled.map((entry) => entry.ms)).toEqual([4000, REMOVE_DELAY]);
    });
  });
});
