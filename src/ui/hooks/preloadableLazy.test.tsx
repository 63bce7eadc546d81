import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

function Greeting({ name }: { name: string }): ReactNode {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

const shown = (part: { Component: typeof Greeting }) => (
  <Boundary>
    <Suspense fallback={<p>Loading</p>}>
      <part.Component name="Souq" />
    </Suspense>
  </Boundary>
);

describe('preloadableLazy', () => {
  it('renders at once, with no fallback, when its chunk arrived before the first render', async () => {
    const part = preloadableLazy(() => Promise.resolve(Greeting));
    await part.load();

    render(shown(part));

    expect(screen.getByText('Hello Souq')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback while its chunk is on its way, then the component', async () => {
    const part = preloadableLazy(() => Promise.resolve(Greeting));

    render(shown(part));

    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Souq')).toBeTruthy();
  });

  it('asks for its chunk once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const part = preloadableLazy(load);

    part.preload();
    part.preload();
    render(shown(part));
    await screen.findByText('Hello Souq');

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed preload quiet and asks again when it renders', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const part = preloadableLazy(load);
    part.preload();
    await act(() => Promise.resolve());

    render(shown(part));

    expect(await screen.findByText('Hello Souq')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands a render’s failed load to the error boundary', async () => {
    const part = preloadableLazy<{ name: string }>(() => Promise.reject(new Error('offline')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(shown(part));

    expect(await screen.findByText('Could not load')).toBeTruthy();
  });
});
