import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestCore } from '../testing';
import { SouqProvider, useStorefrontHref } from './SouqProvider';

function CheckoutLink() {
  const href = useStorefrontHref();
  return <a href={href('/checkout?page=cart')}>checkout</a>;
}

describe('given widgets on the storefront itself', () => {
  it('links to its routes on this page’s origin', () => {
    const { core } = createTestCore();
    render(
      <SouqProvider core={core}>
        <CheckoutLink />
      </SouqProvider>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/checkout?page=cart');
  });
});

describe('given widgets embedded on a partner site', () => {
  it('links to the storefront’s own origin', () => {
    const { core } = createTestCore();
    render(
      <SouqProvider core={core} storefrontUrl="https://shop.example">
        <CheckoutLink />
      </SouqProvider>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      'https://shop.example/checkout?page=cart',
    );
  });
});
