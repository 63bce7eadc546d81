import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { LOCALES, type Locale, type MessageKey } from '../../src/core/i18n';
import { SegmentedControl } from '../../src/ui/SegmentedControl';
import { useSouq, useT } from '../../src/ui/souq';

/** Each language is named in its own language, so a shopper finds theirs whatever is shown. */
const LANGUAGE_NAMES: Readonly<Record<Locale, MessageKey>> = { ar: 'العربية', en: 'English' };

/** Props of `LanguageSwitcher`: it takes none; the language is the shopper's, shared by every widget. */
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
  return (
    <SegmentedControl
      label={t('Language')}
      options={LOCALES}
      value={core.locale.language.value}
      onChange={(locale) => void core.locale.change(locale)}
      renderOption={(locale) => t(LANGUAGE_NAMES[locale])}
      optionLang={(locale) => locale}
      part="control"
    />
  );
}
