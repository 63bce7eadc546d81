import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { directionOf, LOCALES, type Locale, type MessageKey } from '../../src/core/i18n';
import { arrowStep } from '../../src/ui/keyboard/arrowStep';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './LanguageSwitcher.css';

/** Each language is named in its own language, so a shopper finds theirs whatever is shown. */
const LANGUAGE_NAMES: Readonly<Record<Locale, MessageKey>> = { ar: 'العربية', en: 'English' };

/** Props of `LanguageSwitcher`: it takes none; the language lives in the shared store. */
export type LanguageSwitcherProps = Record<never, never>;

/**
 * The shop's languages as a radio group (Arabic and English). Choosing one switches every widget
 * of the page at once, text and direction, remembers it in the language cookies and confirms it
 * with a toast. Arrow keys move the choice, mirrored in right-to-left text.
 */
export function LanguageSwitcher(): ReactNode {
  useSignals();
  const t = useT();
  const core = useSouq();
  const current = core.store.language.value;
  const options = useRef(new Map<Locale, HTMLButtonElement>());

  const choose = (locale: Locale) => {
    if (locale !== core.store.language.value) void core.setLanguage(locale);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowStep(event.key, directionOf(current));
    if (step === 0) return;
    event.preventDefault();
    const next = LOCALES[(LOCALES.indexOf(current) + step + LOCALES.length) % LOCALES.length];
    if (next === undefined) return;
    options.current.get(next)?.focus();
    choose(next);
  };

  return (
    <div role="radiogroup" aria-label={t('Language')} className={css.group} onKeyDown={onKeyDown}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          ref={(element) => {
            if (element) options.current.set(locale, element);
            return () => {
              options.current.delete(locale);
            };
          }}
          type="button"
          role="radio"
          aria-checked={locale === current}
          // One tab stop for the group: the chosen language (roving tabindex).
          tabIndex={locale === current ? 0 : -1}
          lang={locale}
          className={css.option}
          onClick={() => choose(locale)}
        >
          {t(LANGUAGE_NAMES[locale])}
        </button>
      ))}
    </div>
  );
}
