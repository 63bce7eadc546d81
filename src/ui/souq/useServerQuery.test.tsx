import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSouq } from '../testing';
import { useServerQuery } from './useServerQuery';

function Greeting({ name, fetcher }: { name: string; fetcher: () => Promise<string> }) {
  const state = useServerQuery(['greeting', name], fetcher);
  if (state.status === 'success') return <p>{state.data}</p>;
  if (state.status === 'error') return <p>failed</p>;
  return <p>waiting</p>;
}

describe('given two components asking the same read', () => {
  it('sends one request and shows its reply in both', async () => {
    const fetcher = vi.fn(async () => 'hello');
    renderWithSouq(
      <>
        <Greeting name="a" fetcher={fetcher} />
        <Greeting name="a" fetcher={fetcher} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('hello')).toHaveLength(2));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('when the key changes', () => {
  it('asks again and shows the new reply', async () => {
    const { rerender } = renderWithSouq(<Greeting name="a" fetcher={async () => 'first'} />);
    await screen.findByText('first');
    rerender(<Greeting name="b" fetcher={async () => 'second'} />);
    await screen.findByText('second');
  });
});

describe('given a read that fails', () => {
  it('shows the error state', async () => {
    renderWithSouq(<Greeting name="c" fetcher={() => Promise.reject(new Error('down'))} />);
    await screen.findByText('failed');
  });
});
