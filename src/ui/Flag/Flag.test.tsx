import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../testing';
import { Flag, flagIconOf } from './Flag';
import { scopedValue } from './svgNodes';

/** The ids a rendered tree declares, and the ids its `url(#…)` references point at. */
function idsOf(container: Element) {
  const declared = [...container.querySelectorAll('[id]')].map((element) => element.id);
  const referenced = [...container.querySelectorAll('[mask]')].map((element) =>
    (element.getAttribute('mask') ?? '').replace(/^url\(#(.*)\)$/, '$1'),
  );
  return { declared, referenced };
}

describe('Flag', () => {
  describe("given one of the shop's countries", () => {
    it.each(['eg', 'sa', 'in', 'EG'])(
      'draws the flag of %s, hidden from screen readers',
      (code) => {
        const { container } = render(<Flag code={code} />);
        const svg = container.querySelector('svg');
        expect(svg?.getAttribute('aria-hidden')).toBe('true');
        expect(svg?.getAttribute('data-flag')).toBe(code.toLowerCase());
        expect(svg?.getAttribute('viewBox')).toBe('0 0 512 512');
        expect(svg?.querySelectorAll('path').length).toBeGreaterThan(0);
      },
    );

    it('is 20 pixels by default and takes any size', () => {
      const { container } = render(
        <>
          <Flag code="eg" />
          <Flag code="eg" size="2rem" />
        </>,
      );
      const [small, large] = container.querySelectorAll('svg');
      expect(small?.getAttribute('width')).toBe('20');
      expect(large?.getAttribute('height')).toBe('2rem');
    });
  });

  describe('given several flags in one document', () => {
    it('gives each its own mask id, which its own drawing references', () => {
      const { container } = render(
        <>
          <Flag code="eg" />
          <Flag code="eg" />
          <Flag code="sa" />
        </>,
      );
      const { declared, referenced } = idsOf(container);
      expect(declared).toHaveLength(3);
      expect(new Set(declared).size).toBe(3);
      expect(referenced).toEqual(declared);
    });
  });

  describe('given a country the kit has no flag for', () => {
    it('draws a plain disc', () => {
      const { container } = render(<Flag code="fr" />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('data-flag')).toBe('unknown');
      expect(svg?.querySelectorAll('circle')).toHaveLength(1);
      expect(flagIconOf('fr')).toBeUndefined();
    });

    it('never reads a property inherited by every object as a flag', () => {
      expect(flagIconOf('constructor')).toBeUndefined();
    });
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <p>
        <Flag code="eg" /> Egypt
      </p>,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('scopedValue', () => {
  it('prefixes declared ids and the ids that url() and href references point at', () => {
    expect(scopedValue('id', 'm', 'p-')).toBe('p-m');
    expect(scopedValue('mask', 'url(#m)', 'p-')).toBe('url(#p-m)');
    expect(scopedValue('fill', 'url(#a) url(#b)', 'p-')).toBe('url(#p-a) url(#p-b)');
    expect(scopedValue('href', '#m', 'p-')).toBe('#p-m');
    expect(scopedValue('xlinkHref', '#m', 'p-')).toBe('#p-m');
  });

  it('leaves every other value alone', () => {
    expect(scopedValue('fill', '#eee', 'p-')).toBe('#eee');
    expect(scopedValue('href', 'https://example.com/#m', 'p-')).toBe('https://example.com/#m');
    expect(scopedValue('d', 'M0 0h512', 'p-')).toBe('M0 0h512');
  });
});
