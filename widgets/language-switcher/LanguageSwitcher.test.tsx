import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSouqCore, type SouqCore } from '../../src/core';
import { cookieDocument } from '../../src/core/cookies/testDoubles';
import type { Locale } from '../../src/core/i18n';
import { createFakeShop } from '../../src/core/testing';
import { configureSouq, souqRuntime } from '../../src/elements/host/runtime';
import { SouqProvider } from '../../src/ui/souq';
import { renderWithSouq, seriousViolations } from '../../src/ui/testing';
import { WidgetRoot } from '../../src/ui/WidgetRoot';
import { LanguageSwitcher } from './LanguageSwitcher';
import './define';

const cores: SouqCore[] = [];

afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

/** The switcher on a core whose language cookies land in a recorded cookie document. */
function renderSwitcher(language: Locale) {
  const cookies = cookieDocument();
  const core = createSouqCore({ apiBaseUrl: 'http://shop.test', storage: null, cookies });
  core.store.language.value = language;
  cores.push(core);
  const rendered = renderWithSouq(<LanguageSwitcher />, { core });
  const successToasts = () =>
    core.toasts.toasts.value
      .filter((toast) => toast.type === 'success')
      .map((toast) => toast.message);
  return { ...rendered, cookies, successToasts };
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('LanguageSwitcher', () => {
  describe('given the page is in English', () => {
    it('is a radio group named "Language" with each language named in its own language', () => {
      renderSwitcher('en');
      const group = screen.getByRole('radiogroup', { name: 'Language' });
      const options = within(group).getAllByRole('radio');
      expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
        ['العربية', 'ar'],
        ['English', 'en'],
      ]);
      expect(radio('English').getAttribute('aria-checked')).toBe('true');
      expect(radio('العربية').getAttribute('aria-checked')).toBe('false');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderSwitcher('en');
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the shopper picks Arabic', () => {
      it('switches the text and the direction of the widget root', async () => {
        const { user, container, core } = renderSwitcher('en');
        await user.click(radio('العربية'));
        expect(core.store.language.value).toBe('ar');
        const root = container.firstElementChild;
        expect(root?.getAttribute('dir')).toBe('rtl');
        expect(root?.getAttribute('lang')).toBe('ar');
        expect(screen.getByRole('radiogroup', { name: 'اللغة' })).toBeTruthy();
        expect(radio('العربية').getAttribute('aria-checked')).toBe('true');
      });

      it('switches every other widget root of the same page at once', async () => {
        const { user, core } = renderSwitcher('en');
        const other = render(
          <SouqProvider core={core}>
            <WidgetRoot>
              <p>other widget</p>
            </WidgetRoot>
          </SouqProvider>,
        );
        await user.click(radio('العربية'));
        expect(other.container.firstElementChild?.getAttribute('dir')).toBe('rtl');
      });

      it('writes both language cookies for a year', async () => {
        const { user, cookies } = renderSwitcher('en');
        await user.click(radio('العربية'));
        await waitFor(() => expect(cookies.jar.get('x-lang')).toBe('ar'));
        expect(cookies.jar.get('NEXT_LOCALE')).toBe('ar');
        expect(cookies.writes.every((write) => write.includes('max-age=31536000'))).toBe(true);
      });

      it('says "Language has been changed" in Arabic', async () => {
        const { user, successToasts } = renderSwitcher('en');
        await user.click(radio('العربية'));
        await waitFor(() => expect(successToasts()).toEqual(['تم تغيير اللغة']));
      });
    });

    describe('when the shopper picks the language already shown', () => {
      it('changes nothing and says nothing', async () => {
        const { user, core, cookies, successToasts } = renderSwitcher('en');
        await user.click(radio('English'));
        expect(core.store.language.value).toBe('en');
        expect(cookies.writes).toEqual([]);
        expect(successToasts()).toEqual([]);
      });
    });

    describe('when the shopper uses only the keyboard', () => {
      it('reaches only the chosen language with Tab', async () => {
        const { user } = renderSwitcher('en');
        await user.tab();
        expect(document.activeElement).toBe(radio('English'));
        expect(radio('العربية').tabIndex).toBe(-1);
        await user.tab();
        expect(document.activeElement).toBe(document.body);
      });

      it.each(['{ArrowRight}', '{ArrowLeft}', '{ArrowDown}', '{ArrowUp}'])(
        'moves to Arabic, and chooses it, with %s',
        async (key) => {
          const { user, core } = renderSwitcher('en');
          await user.tab();
          await user.keyboard(key);
          expect(core.store.language.value).toBe('ar');
          expect(document.activeElement).toBe(radio('العربية'));
          expect(radio('العربية').tabIndex).toBe(0);
        },
      );
    });
  });

  describe('given the page is in Arabic', () => {
    it('names the group in Arabic and has Arabic chosen', () => {
      const { container } = renderSwitcher('ar');
      expect(container.firstElementChild?.getAttribute('dir')).toBe('rtl');
      expect(screen.getByRole('radiogroup', { name: 'اللغة' })).toBeTruthy();
      expect(radio('العربية').getAttribute('aria-checked')).toBe('true');
    });

    it('has no serious accessibility violations', async () => {
      const { container } = renderSwitcher('ar');
      expect(await seriousViolations(container)).toEqual([]);
    });

    describe('when the shopper presses the left arrow, "next" in right-to-left text', () => {
      it('switches to English and left-to-right, keeping the focus on English', async () => {
        const { user, container, successToasts } = renderSwitcher('ar');
        await user.tab();
        await user.keyboard('{ArrowLeft}');
        expect(container.firstElementChild?.getAttribute('dir')).toBe('ltr');
        expect(document.activeElement).toBe(radio('English'));
        await waitFor(() => expect(successToasts()).toEqual(['Language has been changed']));
      });
    });
  });
});

describe('<souq-language-switcher>', () => {
  beforeAll(() => {
    configureSouq({ apiBaseUrl: 'http://shop.test', fetch: createFakeShop().fetch });
  });

  it('renders the two languages inside its shadow root', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<souq-language-switcher></souq-language-switcher>';
    document.body.append(holder);
    const element = holder.querySelector('souq-language-switcher');
    await souqRuntime().ready;
    await waitFor(() => {
      const radios = element?.shadowRoot?.querySelectorAll('[role="radio"]') ?? [];
      expect([...radios].map((option) => option.textContent)).toEqual(['العربية', 'English']);
    });
    holder.remove();
  });
});
