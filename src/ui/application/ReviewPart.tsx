import { type ReactNode, useId } from 'react';
import { Button } from '../Button';
import { Img } from '../Img';
import { useObjectUrl } from '../picture/useObjectUrl';
import { useT } from '../souq';
import * as css from './Application.css';

/** One answer of the review: what was asked and what the shopper gave. */
export interface ReviewFact {
  term: string;
  value: ReactNode;
}

/** Props of `ReviewPart`. */
export interface ReviewPartProps {
  /** The step's name. */
  title: string;
  facts: readonly ReviewFact[];
  /** Goes back to the step to change it. */
  onChange: () => void;
}

/** What one step holds, read back before sending, with a button to go back and change it. */
export function ReviewPart({ title, facts, onChange }: ReviewPartProps): ReactNode {
  const t = useT();
  const titleId = useId();
  return (
    <section className={css.reviewPart} aria-labelledby={titleId}>
      <div className={css.reviewHead}>
        <h3 id={titleId} className={css.reviewTitle}>
          {title}
        </h3>
        <Button variant="secondary" size="sm" onClick={onChange}>
          {t('Change {step}', { step: title })}
        </Button>
      </div>
      <dl className={css.facts}>
        {facts.map((fact) => (
          <div key={fact.term} className={css.factRow}>
            <dt className={css.term}>{fact.term}</dt>
            <dd className={css.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A chosen picture, small, named like its field. */
export function ReviewPicture({ file, name }: { file: Blob | null; name: string }): ReactNode {
  const t = useT();
  const src = useObjectUrl(file);
  if (file === null) return null;
  return (
    <Img
      src={src}
      alt={t('Preview: {name}', { name })}
      width={64}
      height={64}
      fit="contain"
      className={css.thumbnail}
    />
  );
}
