import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../core/api/wire';
import type { Locale } from '../../core/i18n';
import { fakeShopConfig } from '../../core/testing';
import { createTestCore, renderWithSouq, seriousViolations } from '../testing';
import { Price } from './Price';

/** Renders a price in a shop configured like `config` (E£ on the right, 2 decimals by default). */
function renderPrice(
  ui: Parameters<typeof renderWithSouq>[0],
  { language = 'en', config = {} }: { language?: Locale; config?: Partial<Config> } = {},
) {
  const { core } = createTestCore({ language });
  core.store.config.value = {
    ...core.store.config.value,
    configData: fakeShopConfig(language, { currency_symbol: 'E£', ...config }),
  };
  return renderWithSouq(ui, { core });
}

/** Text as seen, without the invisible isolates that keep the symbol in place. */
function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u2068\u2069]/g, '');
}

describe('Price', () => {
  describe('given only an amount', () => {
    it('writes it with the shop decimals and currency symbol', () => {
      const { container } = renderPrice(<Price amount={12.5} />);
      expect(plain(container.textContent)).toBe('12.50 E£');
    });

    it('shows no float noise', () => {
      const { container } = renderPrice(<Price amount={0.1 + 0.2} />, {
        config: { digit_after_decimal_point: 3 },
      });
      expect(plain(container.textContent)).toBe('0.300 E£');
    });

    it('says nothing extra to screen readers', () => {
      const { container } = renderPrice(<Price amount={12.5} />);
      expect(container.querySelector('s')).toBeNull();
      expect(container.textContent).not.toContain('Price:');
    });
  });

  describe('given an original price higher than the amount', () => {
    it('strikes the original through after the price to pay', () => {
      const { container } = renderPrice(<Price amount={80} original={100} />);
      const struck = container.querySelector('s');
      expect(plain(struck?.textContent)).toBe('Original price: 100.00 E£');
      expect(struck?.previousElementSibling?.textContent).toContain('80.00');
    });

    it('tells screen readers which price is which', () => {
      const { container } = renderPrice(<Price amount={80} original={100} />);
      expect(plain(container.textContent)).toBe('Price: 80.00 E£Original price: 100.00 E£');
      expect(getComputedStyle(screen.getByText('Original price:', { exact: false })).position).toBe(
        'absolute',
      );
    });

    it('uses Arabic wording in Arabic', () => {
      const { container } = renderPrice(<Price amount={80} original={100} />, {
        language: 'ar',
      });
      expect(container.textContent).toContain('السعر:');
      expect(container.querySelector('s')?.textContent).toContain('السعر الأصلي:');
    });

    it('passes axe in Arabic and English', async () => {
      for (const language of ['ar', 'en'] as const) {
        const { container } = renderPrice(<Price amount={80} original={100} />, { language });
        expect(await seriousViolations(container)).toEqual([]);
        cleanup();
      }
    });
  });

  describe('given an original price that is not higher', () => {
    it('shows only the amount', () => {
      const { container } = renderPrice(
        <div>
          <Price amount={100} original={100} />
          <Price amount={100} original={90} />
        </div>,
      );
      expect(container.querySelector('s')).toBeNull();
    });
  });

  describe('given a saving smaller than the shop decimals show', () => {
    it('shows no struck price equal to the new one', () => {
      const { container } = renderPrice(<Price amount={9.999} original={10} />);
      expect(container.querySelector('s')).toBeNull();
      expect(plain(container.textContent)).toBe('10.00 E£');
    });
  });

  describe('given no configuration yet', () => {
    it('writes two decimals and no symbol', () => {
      const { container } = renderWithSouq(<Price amount={7} />);
      expect(container.textContent).toBe('7.00');
    });
  });

  describe('for any amount and original in cents', () => {
    it('strikes through exactly when the original is higher, with no float noise', () => {
      const cents = fc.integer({ min: 0, max: 10_000_000 });
      fc.assert(
        fc.property(cents, cents, (amountCents, originalCents) => {
          const { container } = renderPrice(
            <Price amount={amountCents / 100} original={originalCents / 100} />,
            { config: { currency_symbol: '' } },
          );
          const numbers = plain(container.textContent).match(/[\d,]+\.\d+/g) ?? [];
          expect(container.querySelector('s') !== null).toBe(originalCents > amountCents);
          for (const written of numbers) expect(written).toMatch(/\.\d{2}$/);
          cleanup();
        }),
        { numRuns: 40 },
      );
    });
  });
});
