import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Icon } from '../../src/ui/Icon';
import { useStorefrontLink } from '../../src/ui/StorefrontLink';
import { type MessageValues, usePriceFormatter, useT } from '../../src/ui/souq';
import * as css from './Help.css';
import type { HelpLink, HelpText } from './helpQuestions';
import { useHelpQuestions } from './useHelpQuestions';

/** An answer's paragraph in the shopper's language, its amounts in the shop's currency. */
function AnswerText({ text }: { text: HelpText }): ReactNode {
  const t = useT();
  const price = usePriceFormatter();
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(text.values ?? {})) {
    // An amount never breaks across two lines: its number and its symbol stay together.
    values[name] = typeof value === 'number' ? value : price(value.money).replaceAll(' ', '\u00a0');
  }
  return <p className={css.answerText}>{t(text.key, values)}</p>;
}

/** Where an answer leads, through the storefront. */
function AnswerLink({ link }: { link: HelpLink }): ReactNode {
  const t = useT();
  const target = useStorefrontLink()(link.path);
  return (
    <a className={css.link} href={target.href} onClick={target.onClick}>
      {t(link.label)}
    </a>
  );
}

/**
 * The shop's frequent questions as a list of disclosures: each question is the button that shows
 * or hides its answer (the browser's own `<details>`, so Enter and Space work and screen readers
 * hear whether it is expanded).
 */
export function FrequentQuestions(): ReactNode {
  const t = useT();
  const titleId = useId();
  const questions = useHelpQuestions();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('Frequently asked questions')}
      </h2>
      <ul className={css.questions}>
        {questions.map((question) => (
          <li key={question.id} className={css.question}>
            <details>
              <summary className={css.summary}>
                {t(question.question)}
                <Icon icon={ChevronDown} size={18} className={css.chevron} />
              </summary>
              <div className={css.answer}>
                {question.answer.map((text) => (
                  <AnswerText key={text.key} text={text} />
                ))}
                {question.link === undefined ? null : <AnswerLink link={question.link} />}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
