import { describe, expect, it } from 'vitest';
import { claimToasts, joinToastOwners, toastOwner } from './toastOwner';

describe('given elements on a page', () => {
  it('lets the first placed show toasts until the shopper uses another', () => {
    const first = Symbol('first');
    const second = Symbol('second');
    const leaveFirst = joinToastOwners(first);
    const leaveSecond = joinToastOwners(second);
    expect(toastOwner.value).toBe(first);

    claimToasts(second);
    expect(toastOwner.value).toBe(second);

    leaveSecond();
    expect(toastOwner.value).toBe(first);
    leaveFirst();
    expect(toastOwner.value).toBeNull();
  });

  it('passes the toasts on when their owner leaves the page', () => {
    const first = Symbol('first');
    const second = Symbol('second');
    const leaveFirst = joinToastOwners(first);
    const leaveSecond = joinToastOwners(second);
    claimToasts(first);
    leaveFirst();
    expect(toastOwner.value).toBe(second);
    leaveSecond();
  });
});
