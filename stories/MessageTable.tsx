import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import { formatNumber, intlLocale, type MessageKey } from '../src/core/i18n';
import { isPluralKey, SAMPLE_COUNTS, sampleValues } from './messageCatalogue';
import * as css from './messageTable.css';
import { type StoryLocale, useStoryLocale } from './storyLocale';

/** Props of `MessageTable`. */
export interface MessageTableProps {
  /** What the table lists, read out as its caption. */
  title: string;
  /** The keys to list, in order. */
  keys: readonly MessageKey[];
}

interface PluralForm {
  count: number;
  category: Intl.LDMLPluralRule;
  text: string;
}

interface MessageRow {
  key: MessageKey;
  /** The message as shown, or one entry per sample count for a plural message. */
  text: string | readonly PluralForm[];
}

function renderRows(keys: readonly MessageKey[], { locale, i18n }: StoryLocale): MessageRow[] {
  const values = sampleValues(locale);
  const plurals = new Intl.PluralRules(intlLocale(locale));
  return keys.map((key) => {
    if (!isPluralKey(key)) return { key, text: i18n.t(key, values) };
    const forms = SAMPLE_COUNTS.map((count) => ({
      count,
      category: plurals.select(count),
      text: i18n.t(key, { ...values, count }),
    }));
    return { key, text: forms };
  });
}

function matches(row: MessageRow, query: string): boolean {
  if (query === '') return true;
  const texts = typeof row.text === 'string' ? [row.text] : row.text.map((form) => form.text);
  return [row.key, ...texts].some((text) => text.toLocaleLowerCase().includes(query));
}

function MessageText({ text }: { text: MessageRow['text'] }): ReactNode {
  const { locale } = useStoryLocale();
  if (typeof text === 'string') return text;
  return (
    <dl className={css.pluralForms}>
      {text.map((form) => (
        <Fragment key={form.count}>
          <dt className={css.pluralCount}>
            {formatNumber(form.count, locale)} <span lang="en">({form.category})</span>
          </dt>
          <dd className={css.pluralText}>{form.text}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * A searchable table of messages in the toolbar's language, for translators and reviewers. Its
 * own labels are English: it is a developer tool, not part of the kit.
 */
export function MessageTable({ title, keys }: MessageTableProps): ReactNode {
  const storyLocale = useStoryLocale();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const rows = useMemo(() => renderRows(keys, storyLocale), [keys, storyLocale]);
  const normalisedQuery = query.trim().toLocaleLowerCase();
  const shown = rows.filter((row) => matches(row, normalisedQuery));
  const bundleFile = `locales/${storyLocale.locale}/common.json`;

  return (
    <>
      <div className={css.search}>
        <label htmlFor={searchId} lang="en">
          <bdi>Search keys and text</bdi>
        </label>
        <input
          id={searchId}
          className={css.searchInput}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <table className={css.table}>
        <caption className={css.caption} lang="en">
          <bdi>
            {title}: {shown.length} of {rows.length} keys in {bundleFile}
          </bdi>
        </caption>
        <thead lang="en">
          <tr>
            <th scope="col" className={css.cell}>
              Key
            </th>
            <th scope="col" className={css.cell}>
              Text
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && (
            <tr>
              <td colSpan={2} className={css.cell} lang="en">
                <bdi>No key or text contains “{query.trim()}”.</bdi>
              </td>
            </tr>
          )}
          {shown.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${css.cell} ${css.keyCell}`} lang="en">
                <bdi>{row.key}</bdi>
              </th>
              <td className={css.cell}>
                <MessageText text={row.text} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
