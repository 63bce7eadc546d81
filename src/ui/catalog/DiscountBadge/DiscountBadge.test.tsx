import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../../core';
import type { Locale } from '../../../core/i18n';
import { formatPrice } from '../../../core/pricing';
import { fakeShopConfig } from '../../../core/testing';
import { renderWithSouq } from '../../testing';
import { configuredCore } from '../testing/configuredCore';
import { DiscountBadge } from './DiscountBadge';
import type { DiscountBadgeData } from './itemDiscountBadge';

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

function renderBadge(badge: DiscountBadgeData | null, language: Locale = 'en') {
  const core = configuredCore(language);
  cores.push(core);
  return renderWithSouq(<DiscountBadge badge={badge} className="corner" />, { core });
}

describe('DiscountBadge', () => {
  it.each<[Locale, DiscountBadgeData, string]>([
    ['en', { kind: 'percent', percent: 15 }, '-15%'],
    ['ar', { kind: 'percent', percent: 15 }, 'خصم 15٪'],
    ['en', { kind: 'amount', amount: 25 }, `-${formatPrice(25, fakeShopConfig('en'), 'en')} off`],
    ['ar', { kind: 'amount', amount: 25 }, `خصم ${formatPrice(25, fakeShopConfig('ar'), 'ar')}`],
  ])('in %s, says %o as "%s", placed by the given class', (language, badge, text) => {
    renderBadge(badge, language);
    expect(screen.getByText(text).classList.contains('corner')).toBe(true);
  });

  it('shows nothing without a discount', () => {
    const { container } = renderBadge(null);
    expect(container.querySelector('.corner')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
