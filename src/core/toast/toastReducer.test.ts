import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_TYPES, type Toast } from './toast';
import { createToastModel } from './toastModel';
import {
  INITIAL_TOAST_STATE,
  type ToastAction,
  type ToastState,
  toastReducer,
} from './toastReducer';

function makeToast(id: string, overrides: Partial<Toast> = {}): Toast {
  return {
    id,
    type: 'blank',
    message: id,
    createdAt: 0,
    duration: 4000,
    visible: true,
    ariaLive: 'polite',
    ...overrides,
  };
}

function reduce(actions: readonly ToastAction[], state: ToastState = INITIAL_TOAST_STATE) {
  return actions.reduce(toastReducer, state);
}

describe('toastReducer', () => {
  describe('given an empty state', () => {
    describe('when a toast is added', () => {
      it('holds just that toast', () => {
        const toast = makeToast('a');
        expect(reduce([{ type: 'add', toast }]).toasts).toEqual([toast]);
      });
    });

    describe('when the toaster pauses', () => {
      it('stamps toasts added afterwards with the pause time', () => {
        const state = reduce([
          { type: 'pause', at: 700 },
          { type: 'add', toast: makeToast('a') },
        ]);
        expect(state.toasts[0]?.pausedAt).toBe(700);
      });
    });
  });

  describe('given two toasts', () => {
    const start = reduce([
      { type: 'add', toast: makeToast('old') },
      { type: 'add', toast: makeToast('new') },
    ]);

    it('keeps the newest first', () => {
      expect(start.toasts.map((toast) => toast.id)).toEqual(['new', 'old']);
    });

    describe('when the older id is added again', () => {
      it('replaces it where it stands', () => {
        const state = toastReducer(start, {
          type: 'add',
          toast: makeToast('old', { type: 'success', message: 'done' }),
        });
        expect(state.toasts.map((toast) => [toast.id, toast.message])).toEqual([
          ['new', 'new'],
          ['old', 'done'],
        ]);
      });
    });

    describe('when one is updated', () => {
      it('patches the message and leaves the type alone', () => {
        const state = toastReducer(start, { type: 'update', id: 'old', patch: { message: 'x' } });
        expect(state.toasts[1]).toEqual(makeToast('old', { message: 'x' }));
      });

      it('derives duration and live region from a new type', () => {
        const state = toastReducer(start, { type: 'update', id: 'old', patch: { type: 'error' } });
        expect(state.toasts[1]).toMatchObject({
          type: 'error',
          duration: 4000,
          ariaLive: 'assertive',
        });
      });

      it('keeps a custom duration when the type stays the same', () => {
        const custom = reduce([{ type: 'add', toast: makeToast('slow', { duration: 9000 }) }]);
        const state = toastReducer(custom, {
          type: 'update',
          id: 'slow',
          patch: { type: 'blank', message: 'still slow' },
        });
        expect(state.toasts[0]?.duration).toBe(9000);
      });

      it('prefers an explicit duration to the type default', () => {
        const state = toastReducer(start, {
          type: 'update',
          id: 'old',
          patch: { type: 'success', duration: 9000 },
        });
        expect(state.toasts[1]?.duration).toBe(9000);
      });
    });

    describe('when one is dismissed', () => {
      it('hides only that one', () => {
        const state = toastReducer(start, { type: 'dismiss', id: 'old' });
        expect(state.toasts.map((toast) => toast.visible)).toEqual([true, false]);
      });
    });

    describe('when dismissed without an id', () => {
      it('hides both', () => {
        const state = toastReducer(start, { type: 'dismiss' });
        expect(state.toasts.map((toast) => toast.visible)).toEqual([false, false]);
      });
    });

    describe('when one is removed', () => {
      it('drops only that one', () => {
        const state = toastReducer(start, { type: 'remove', id: 'new' });
        expect(state.toasts.map((toast) => toast.id)).toEqual(['old']);
      });
    });

    describe('when removed without an id', () => {
      it('drops both', () => {
        expect(toastReducer(start, { type: 'remove' }).toasts).toEqual([]);
      });
    });

    describe('when paused and resumed', () => {
      it('marks every toast while paused and clears the mark afterwards', () => {
        const paused = toastReducer(start, { type: 'pause', at: 123 });
        expect(paused.pausedAt).toBe(123);
        expect(paused.toasts.map((toast) => toast.pausedAt)).toEqual([123, 123]);
        const resumed = toastReducer(paused, { type: 'resume' });
        expect(resumed).toEqual(start);
      });
    });

    describe('when an action changes nothing', () => {
      it.each<ToastAction>([
        { type: 'update', id: 'missing', patch: { message: 'x' } },
        { type: 'dismiss', id: 'missing' },
        { type: 'remove', id: 'missing' },
        { type: 'resume' },
      ])('returns the same state for $type', (action) => {
        expect(toastReducer(start, action)).toBe(start);
      });
    });
  });

  describe(`given ${TOAST_LIMIT} toasts`, () => {
    it('drops the oldest when another arrives', () => {
      const actions = Array.from(
        { length: TOAST_LIMIT + 1 },
        (_, index): ToastAction => ({ type: 'add', toast: makeToast(`t${index}`) }),
      );
      const ids = reduce(actions).toasts.map((toast) => toast.id);
      expect(ids).toHaveLength(TOAST_LIMIT);
      expect(ids[0]).toBe(`t${TOAST_LIMIT}`);
      expect(ids).not.toContain('t0');
    });
  });
});

// Few ids, so the sequences often re-add, dismiss and remove the same toast.
const idArbitrary = fc.constantFrom(...Array.from({ length: 30 }, (_, index) => `id${index}`));

const actionArbitrary: fc.Arbitrary<ToastAction> = fc.oneof(
  fc.record({
    type: fc.constant('add' as const),
    toast: fc
      .tuple(idArbitrary, fc.constantFrom(...TOAST_TYPES))
      .map(([id, type]) => makeToast(id, { type })),
  }),
  fc.record({ type: fc.constant('dismiss' as const), id: idArbitrary }),
  fc.record({ type: fc.constant('remove' as const), id: idArbitrary }),
  fc.constant<ToastAction>({ type: 'dismiss' }),
  fc.constant<ToastAction>({ type: 'remove' }),
);

describe('given any sequence of add, dismiss and remove actions', () => {
  it(`the reducer never holds more than ${TOAST_LIMIT} toasts, and never one id twice`, () => {
    fc.assert(
      fc.property(fc.array(actionArbitrary, { maxLength: 200 }), (actions) => {
        let state = INITIAL_TOAST_STATE;
        for (const action of actions) {
          state = toastReducer(state, action);
          const ids = state.toasts.map((toast) => toast.id);
          expect(ids.length).toBeLessThanOrEqual(TOAST_LIMIT);
          expect(new Set(ids).size).toBe(ids.length);
        }
      }),
    );
  });

  describe('when driven through the model with time passing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    it(`keeps at most ${TOAST_LIMIT} unique toasts and leaks no timers`, () => {
      const stepArbitrary = fc.oneof(
        actionArbitrary,
        fc.record({ type: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 5000 }) }),
      );
      fc.assert(
        fc.property(fc.array(stepArbitrary, { maxLength: 100 }), (steps) => {
          const model = createToastModel();
          for (const step of steps) {
            if (step.type === 'wait') vi.advanceTimersByTime(step.ms);
            else if (step.type === 'add')
              model.add(step.toast.type, step.toast.message, { id: step.toast.id });
            else if (step.type === 'dismiss') model.dismiss(step.id);
            else if (step.type === 'remove') model.remove(step.id);
            const ids = model.toasts.value.map((toast) => toast.id);
            expect(ids.length).toBeLessThanOrEqual(TOAST_LIMIT);
            expect(new Set(ids).size).toBe(ids.length);
            // One timer per toast at most: a countdown while shown, a removal once hidden.
            expect(vi.getTimerCount()).toBeLessThanOrEqual(ids.length);
          }
          model.dispose();
          expect(vi.getTimerCount()).toBe(0);
        }),
      );
    });
  });
});
