import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { renderWithSouq } from './renderWithSouq';

describe('given a widget rendered by the harness', () => {
  it('sits in a root with the language, direction and theme of the core', () => {
    renderWithSouq(<p>hello</p>, { language: 'ar', theme: 'dark' });
    const root = screen.getByText('hello').closest('[data-theme]');
    expect(root).toHaveProperty('dir', 'rtl');
    expect(root?.getAttribute('lang')).toBe('ar');
    expect(root?.getAttribute('data-theme')).toBe('dark');
  });

  it('lets axe find a button without a name', async () => {
    const { container } = renderWithSouq(<button type="button" />);
    expect(await seriousViolations(container)).toEqual([expect.stringMatching(/^button-name:/)]);
  });

  it('passes axe for a named button', async () => {
    const { container } = renderWithSouq(<button type="button">Buy</button>);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
