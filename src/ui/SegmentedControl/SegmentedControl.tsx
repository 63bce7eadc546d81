import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { arrowStep } from '../keyboard/arrowStep';
import { useSouq } from '../souq';
import * as css from './SegmentedControl.css';

/** Props of `SegmentedControl`. */
export interface SegmentedControlProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  /** The choices, in reading order. */
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** What a choice shows: text, an icon, or both. */
  renderOption: (option: T) => ReactNode;
  /** The language a choice is written in, when it is not the page's (a language's own name). */
  optionLang?: ((option: T) => string) | undefined;
  /** Choices that show only an icon get round buttons. */
  iconOnly?: boolean | undefined;
  /** The `::part()` name of the group, for a page that embeds it in a shadow root. */
  part?: string | undefined;
}

/**
 * A WAI-ARIA radio group drawn as one pill of buttons: one tab stop (the chosen option), arrow
 * keys move the choice and follow the text direction, so in Arabic left is "next".
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  renderOption,
  optionLang,
  iconOnly = false,
  part,
}: SegmentedControlProps<T>): ReactNode {
  useSignals();
  const { locale } = useSouq();
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowStep(event.key, locale.direction.value);
    if (step === 0) return;
    event.preventDefault();
    const count = options.length;
    const next = options[(options.indexOf(value) + step + count) % count];
    if (next === undefined) return;
    buttons.current.get(next)?.focus();
    if (next !== value) onChange(next);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={css.group}
      part={part}
      onKeyDown={onKeyDown}
    >
      {options.map((option) => (
        <button
          key={option}
          ref={(element) => {
            if (element) buttons.current.set(option, element);
            return () => {
              buttons.current.delete(option);
            };
          }}
          type="button"
          role="radio"
          aria-checked={option === value}
          tabIndex={option === value ? 0 : -1}
          lang={optionLang?.(option)}
          className={iconOnly ? `${css.option} ${css.iconOnly}` : css.option}
          onClick={() => {
            if (option !== value) onChange(option);
          }}
        >
          {renderOption(option)}
        </button>
      ))}
    </div>
  );
}
