// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSearchTurns } from './searchTurns';

describe('searches taking turns', () => {
  it('lets work that arrived meanwhile run between two searches', async () => {
    const takeTurn = createSearchTurns();
    const order: string[] = [];
    const first = takeTurn().then(() => order.push('first search'));
    const second = takeTurn().then(() => order.push('second search'));
    setImmediate(() => order.push('a cart read'));

    await Promise.all([first, second]);

    expect(order).toEqual(['first search', 'a cart read', 'second search']);
  });

  it('gives every search its turn, in the order they asked', async () => {
    const takeTurn = createSearchTurns();
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => takeTurn().then(() => order.push(n))));
    await takeTurn();
    expect(order).toEqual([1, 2, 3, 4]);
  });
});
