import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SouqCore } from '../../src/core';
import type { Locale } from '../../src/core/i18n';
import type { ThemePreference } from '../../src/core/store';
import { createFakeShop } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { ThemeSwitch, type ThemeSwitchProps } from './ThemeSwitch';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

interface Setup {
  language?: Locale;
  theme?: ThemePreference;
}

function renderSwitch(props: ThemeSwitchProps = {}, setup: Setup = {}) {
  const rendered = renderWithSouq(<ThemeSwitch {...props} />, {
    language: setup.language ?? 'en',
    theme: setup.theme ?? 'light',
  });
  cores.push(rendered.core);
  const checked = () =>
    screen
      .getAllByRole('radio')
      .filter((option) => option.getAttribute('aria-checked') === 'true')
      .map((option) => option.textContent);
  return { ...rendered, checked };
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('ThemeSwitch', () => {
  describe('given the light theme in English', () => {
    it('is a radio group named "Theme": Light, Dark and System, with Light chosen', () => {
      const { checked } = renderSwitch();
      const group = screen.getByRole('radiogroup', { name: 'Theme' });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((option) => option.textContent),
      ).toEqual(['Light', 'Dark', 'System']);
      expect(checked()).toEqual(['Light']);
    });

    it('draws an icon beside each name, hidden from screen readers', () => {
      renderSwitch();
      for (const name of ['Light', 'Dark', 'System']) {
        expect(radio(name).querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      }
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderSwitch();
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the shopper picks Dark', () => {
      it('stores the choice and re-themes the widget root', async () => {
        const { user, core, container, checked } = renderSwitch();
        await user.click(radio('Dark'));
        expect(core.store.theme.value).toBe('dark');
        expect(container.firstElementChild?.getAttribute('data-theme')).toBe('dark');
        expect(checked()).toEqual(['Dark']);
      });
    });

    describe('when the shopper picks System', () => {
      it('leaves the scheme to the system', async () => {
        const { user, core, container } = renderSwitch();
        await user.click(radio('System'));
        expect(core.store.theme.value).toBe('system');
        expect(container.firstElementChild?.getAttribute('data-theme')).toBe('system');
      });
    });

    describe('when the shopper uses only the keyboard', () => {
      it('reaches only the chosen scheme with Tab', async () => {
        const { user } = renderSwitch({}, { theme: 'dark' });
        await user.tab();
        expect(document.activeElement).toBe(radio('Dark'));
        expect([radio('Light').tabIndex, radio('System').tabIndex]).toEqual([-1, -1]);
      });

      it('moves the choice right with the right arrow, wrapping at the end', async () => {
        const { user, core } = renderSwitch();
        await user.tab();
        await user.keyboard('{ArrowRight}');
        expect(core.store.theme.value).toBe('dark');
        expect(document.activeElement).toBe(radio('Dark'));
        await user.keyboard('{ArrowRight}{ArrowRight}');
        expect(core.store.theme.value).toBe('light');
        expect(document.activeElement).toBe(radio('Light'));
      });

      it('moves it back with the left arrow, wrapping at the start', async () => {
        const { user, core } = renderSwitch();
        await user.tab();
        await user.keyboard('{ArrowLeft}');
        expect(core.store.theme.value).toBe('system');
        expect(document.activeElement).toBe(radio('System'));
      });

      it('moves it with the down and up arrows too', async () => {
        const { user, core } = renderSwitch();
        await user.tab();
        await user.keyboard('{ArrowDown}');
        expect(core.store.theme.value).toBe('dark');
        await user.keyboard('{ArrowUp}{ArrowUp}');
        expect(core.store.theme.value).toBe('system');
      });
    });
  });

  describe('given the page is in Arabic, right to left', () => {
    const arabic = { language: 'ar' } as const;

    it('names the group and the schemes in Arabic', () => {
      renderSwitch({}, arabic);
      const group = screen.getByRole('radiogroup', { name: 'المظهر' });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((option) => option.textContent),
      ).toEqual(['فاتح', 'داكن', 'حسب النظام']);
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderSwitch({}, arabic);
      expect(await seriousViolations(container)).toEqual([]);
    });

    it('moves the choice to the next scheme with the left arrow, which points forward there', async () => {
      const { user, core } = renderSwitch({}, arabic);
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(core.store.theme.value).toBe('dark');
      expect(document.activeElement).toBe(radio('داكن'));
    });

    it('moves it back with the right arrow', async () => {
      const { user, core } = renderSwitch({}, arabic);
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(core.store.theme.value).toBe('system');
    });
  });

  describe('given the compact form', () => {
    it('shows only icons but keeps each scheme named for screen readers', async () => {
      const { user, core } = renderSwitch({ compact: true });
      const dark = radio('Dark');
      expect(dark.querySelector('svg')).toBeTruthy();
      await user.click(dark);
      expect(core.store.theme.value).toBe('dark');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderSwitch({ compact: true });
      expect(await seriousViolations(container)).toEqual([]);
    });
  });
});

describe('<souq-theme-switch>', () => {
  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: createFakeShop().fetch });
  });

  it('renders the three schemes inside its shadow root, compact when asked', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-theme-switch compact></souq-theme-switch>';
    document.body.append(holder);
    const element = holder.querySelector('souq-theme-switch');
    await souqRuntime().ready;
    await waitFor(() => {
      const radios = [...(element?.shadowRoot?.querySelectorAll('[role="radio"]') ?? [])];
      expect(radios.map((option) => option.textContent)).toEqual(['فاتح', 'داكن', 'حسب النظام']);
      expect(radios.every((option) => option.querySelector('span') !== null)).toBe(true);
    });
    holder.remove();
  });
});
