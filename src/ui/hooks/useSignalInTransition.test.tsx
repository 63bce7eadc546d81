import { type Signal, signal } from '@preact/signals-core';
import { act, render, renderHook, screen } from '@testing-library/react';
import { type ReactNode, Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { useSignalInTransition } from './useSignalInTransition';

describe('useSignalInTransition', () => {
  it("renders the signal's value, and its new value after a change", () => {
    const count = signal(1);
    const { result } = renderHook(() => useSignalInTransition(count));
    expect(result.current).toBe(1);
    act(() => {
      count.value = 2;
    });
    expect(result.current).toBe(2);
  });

  it('reads another signal at once when it is handed one', () => {
    const first = signal('first');
    const second = signal('second');
    const { result, rerender } = renderHook(({ source }) => useSignalInTransition(source), {
      initialProps: { source: first },
    });
    rerender({ source: second });
    expect(result.current).toBe('second');
    act(() => {
      first.value = 'first again';
    });
    expect(result.current).toBe('second');
  });

  describe('given a change whose rendering has to wait (a part still loading)', () => {
    const never = new Promise<string>(() => undefined);
    function Shown({ value }: { value: number }): ReactNode {
      return <p>{value === 2 ? use(never) : `value ${value}`}</p>;
    }
    function Reader({ source }: { source: Signal<number> }): ReactNode {
      const value = useSignalInTransition(source);
      return (
        <Suspense fallback={<p>loading</p>}>
          <Shown value={value} />
        </Suspense>
      );
    }

    it('keeps the page as it was rather than blanking it, as a transition does', async () => {
      const source = signal(1);
      render(<Reader source={source} />);
      await act(async () => {
        source.value = 2;
      });
      expect(screen.getByText('value 1')).toBeTruthy();
      expect(screen.queryByText('loading')).toBeNull();
    });
  });
});
