import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../core/i18n';
import { renderWithSouq, seriousViolations } from '../testing';
import { StripButton, useStripScroll } from './StripButton';

/** A strip 400 px wide with its two buttons, as a listing row has them. */
function Strip({ share, smooth }: { share: number; smooth: boolean }) {
  const strip = useRef<HTMLUListElement>(null);
  const move = useStripScroll(strip, { share, smooth });
  return (
    <>
      <ul id="row" ref={strip} aria-label="Row" />
      <StripButton towards="previous" label="Previous" controls="row" onClick={() => move(false)} />
      <StripButton towards="next" label="Next" controls="row" onClick={() => move(true)} />
    </>
  );
}

function renderStrip(language: Locale, options = { share: 1, smooth: false }) {
  const rendered = renderWithSouq(<Strip {...options} />, { language });
  const strip = rendered.getByRole('list', { name: 'Row' });
  Object.defineProperty(strip, 'clientWidth', { value: 400 });
  const scrollBy = vi.fn();
  strip.scrollBy = scrollBy;
  return { ...rendered, scrollBy };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StripButton', () => {
  it('names the strip it moves', () => {
    const { getByRole } = renderStrip('en');
    expect(getByRole('button', { name: 'Next' }).getAttribute('aria-controls')).toBe('row');
    expect(getByRole('button', { name: 'Previous' }).getAttribute('aria-controls')).toBe('row');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderStrip('ar');
    expect(await seriousViolations(container)).toEqual([]);
  });

  describe('given an English strip', () => {
    it('moves towards the end rightwards and back leftwards, one width a press', async () => {
      const { getByRole, user, scrollBy } = renderStrip('en');
      await user.click(getByRole('button', { name: 'Next' }));
      await user.click(getByRole('button', { name: 'Previous' }));
      expect(scrollBy.mock.calls).toEqual([[{ left: 400 }], [{ left: -400 }]]);
    });
  });

  describe('given an Arabic strip', () => {
    it('moves towards the end leftwards, the share of a width it was given, smoothly', async () => {
      const { getByRole, user, scrollBy } = renderStrip('ar', { share: 0.5, smooth: true });
      await user.click(getByRole('button', { name: 'Next' }));
      expect(scrollBy.mock.calls).toEqual([[{ left: -200, behavior: 'smooth' }]]);
    });
  });
});
