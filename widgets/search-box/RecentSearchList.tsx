import { History, X } from 'lucide-react';
import { type MouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import { IconButton } from '../../src/ui/IconButton';
import { useT } from '../../src/ui/souq';
import { OptionRow } from './OptionRow';
import * as css from './SearchBox.css';

/** Props of `RecentSearchList`. */
export interface RecentSearchListProps {
  /** The listbox's id, which the input controls. */
  id: string;
  /** The newest recent searches, newest first. */
  terms: readonly string[];
  /** Index of the active option; -1 for none. */
  activeIndex: number;
  /** The id of the option at an index. */
  optionId: (index: number) => string;
  /** Searches again for the term at an index. */
  onChoose: (index: number) => void;
  /** Deletes one term. */
  onRemove: (term: string) => void;
  /** Deletes them all. */
  onClear: () => void;
  /** Gives the keyboard focus back to the input. */
  focusInput: () => void;
}

/**
 * The recent searches: a title with Clear All, then a listbox of terms. Each term's delete button
 * sits beside its option rather than inside it (an option may hold no button), in a column laid
 * over the options' inline end, and Tab reaches it; Delete on the active option does the same.
 */
export function RecentSearchList({
  id,
  terms,
  activeIndex,
  optionId,
  onChoose,
  onRemove,
  onClear,
  focusInput,
}: RecentSearchListProps): ReactNode {
  const t = useT();
  const titleId = `${id}-title`;
  const deleteButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const [refocusRow, setRefocusRow] = useState<number | null>(null);

  // A keyboard user who deleted a term goes on to the next delete button, not back to the top.
  useLayoutEffect(() => {
    if (refocusRow === null) return;
    setRefocusRow(null);
    const next = deleteButtons.current[Math.min(refocusRow, terms.length - 1)];
    if (next) next.focus();
    else focusInput();
  }, [refocusRow, terms.length, focusInput]);

  const remove = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    const term = terms[index];
    if (term === undefined) return;
    const hadFocus = event.currentTarget.matches(':focus');
    // The button is about to go: the focus must not fall to the page, which closes the dropdown.
    focusInput();
    onRemove(term);
    if (hadFocus) setRefocusRow(index);
  };

  return (
    <>
      <div className={css.recentHeader}>
        <span id={titleId} className={css.groupLabel}>
          {t('Recent Searches')}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            focusInput();
            onClear();
          }}
        >
          {t('Clear All')}
        </Button>
      </div>
      <div className={css.recentRows}>
        <div role="listbox" id={id} aria-labelledby={titleId}>
          {terms.map((term, index) => (
            <OptionRow
              key={term}
              id={optionId(index)}
              active={activeIndex === index}
              onChoose={() => onChoose(index)}
              className={css.recentOption}
            >
              <Icon icon={History} className={css.optionIcon} />
              <span className={css.recentTerm}>{term}</span>
            </OptionRow>
          ))}
        </div>
        <ul className={css.deleteColumn}>
          {terms.map((term, index) => (
            <li key={term} className={css.deleteCell}>
              <IconButton
                ref={(button) => {
                  deleteButtons.current[index] = button;
                }}
                icon={X}
                size="sm"
                label={t('Remove {name}', { name: term })}
                onClick={(event) => remove(index, event)}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
