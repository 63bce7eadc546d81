import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElementImporter } from './elementRegistry';
import { type LazyDefinition, lazyDefine } from './lazyDefine';

let running: LazyDefinition | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
  document.body.replaceChildren();
});

function fakeImporter(): ElementImporter & { calls: number } {
  const importer = Object.assign(
    async () => {
      importer.calls += 1;
    },
    { calls: 0 },
  );
  return importer;
}

function place(html: string, parent: ParentNode = document.body): void {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  parent.append(...holder.childNodes);
}

/** Lets the observer's callback and the loads' promise chains run. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('given elements on the page when the loader starts', () => {
  it('loads the code of each tag present, once however many elements it has', async () => {
    place('<souq-test-a></souq-test-a><p><souq-test-a></souq-test-a></p>');
    const a = fakeImporter();
    const b = fakeImporter();
    running = lazyDefine({ registry: { 'souq-test-a': a, 'souq-test-b': b } });
    await settle();
    expect(a.calls).toBe(1);
    expect(b.calls).toBe(0);
  });

  it('prepares once, before the first code loads', async () => {
    place('<souq-test-a></souq-test-a><souq-test-b></souq-test-b>');
    const order: string[] = [];
    running = lazyDefine({
      registry: {
        'souq-test-a': async () => order.push('a'),
        'souq-test-b': async () => order.push('b'),
      },
      prepare: async () => {
        order.push('prepare');
      },
    });
    await settle();
    expect(order).toEqual(['prepare', 'a', 'b']);
  });

  it('leaves a tag that is defined already alone', async () => {
    customElements.define('souq-test-taken', class extends HTMLElement {});
    place('<souq-test-taken></souq-test-taken>');
    const taken = fakeImporter();
    running = lazyDefine({ registry: { 'souq-test-taken': taken } });
    await settle();
    expect(taken.calls).toBe(0);
  });
});

describe('given an element added after the loader started', () => {
  it('loads its code when it appears, also deep inside added markup', async () => {
    const a = fakeImporter();
    const b = fakeImporter();
    running = lazyDefine({ registry: { 'souq-test-a': a, 'souq-test-b': b } });
    await settle();
    expect(a.calls + b.calls).toBe(0);

    place('<souq-test-a></souq-test-a>');
    place('<section><div><souq-test-b></souq-test-b></div></section>');
    await settle();
    expect(a.calls).toBe(1);
    expect(b.calls).toBe(1);

    place('<souq-test-a></souq-test-a>');
    await settle();
    expect(a.calls).toBe(1);
  });

  it('does not see one inside a partner’s own shadow root, but defines it on request', async () => {
    const a = fakeImporter();
    running = lazyDefine({ registry: { 'souq-test-a': a } });
    const host = document.createElement('div');
    document.body.append(host);
    place('<souq-test-a></souq-test-a>', host.attachShadow({ mode: 'open' }));
    await settle();
    expect(a.calls).toBe(0);

    await running.define('souq-test-a');
    expect(a.calls).toBe(1);
  });
});

describe('when a tag’s code fails to load', () => {
  it('reports it and tries again when another element of it appears', async () => {
    const onError = vi.fn();
    let attempts = 0;
    running = lazyDefine({
      registry: {
        'souq-test-flaky': async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
        },
      },
      onError,
    });
    place('<souq-test-flaky></souq-test-flaky>');
    await settle();
    expect(onError).toHaveBeenCalledWith('souq-test-flaky', expect.any(Error));

    place('<souq-test-flaky></souq-test-flaky>');
    await settle();
    expect(attempts).toBe(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('when stopped', () => {
  it('ignores elements added afterwards', async () => {
    const a = fakeImporter();
    running = lazyDefine({ registry: { 'souq-test-a': a } });
    running.stop();
    place('<souq-test-a></souq-test-a>');
    await settle();
    expect(a.calls).toBe(0);
  });
});
