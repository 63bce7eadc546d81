import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import { LOCALES, type Locale, type MessageKey } from '../../src/core/i18n';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './Footer.css';
import { IsolatedLabel } from './IsolatedLabel';

// Each language is named in its own script, so a reader finds theirs whatever is active.
const LANGUAGE_NAMES: Readonly<Record<Locale, MessageKey>> = { ar: 'العربية', en: 'English' };

/** A radio group of the shop's languages; choosing one switches the language everywhere. */
export function LanguageRadio(): ReactNode {
  useSignals();
  const t = useT();
  const core = useSouq();
  const groupName = useId();
  const active = core.locale.language.value;
  return (
    <fieldset className={css.languages} part="control">
      <legend className={css.legend}>{t('Language')}</legend>
      {LOCALES.map((locale) => (
        <label key={locale} className={css.languageOption} lang={locale}>
          <input
            type="radio"
            className={css.radio}
            name={groupName}
            value={locale}
            checked={active === locale}
            onChange={() => void core.locale.change(locale)}
          />
          <IsolatedLabel text={t(LANGUAGE_NAMES[locale])} />
        </label>
      ))}
    </fieldset>
  );
}
