/*
 * A one-time code typed digit by digit, one box each (spec §9: 4 digits). A digit moves on to the
 * next box, Backspace in an empty box goes back and clears the one before, the arrows move
 * between boxes, and pasting the whole code (or the phone's one-time-code autofill) fills every
 * box at once. Only digits are taken; Arabic-Indic ones are written as Latin digits.
 */
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { latinDigits } from '../../core/validation/latinDigits';
import { OTP_LENGTH } from '../../core/validation/otpRule';
import { useT } from '../souq';
import * as css from './Form.css';
import * as otpCss from './OtpInput.css';

/** Props of `OtpInput`. */
export interface OtpInputProps {
  /** The code so far: one character per box, a space for an empty one. */
  value: string;
  /** Called with the code as it changes, in the same form as `value`. */
  onChange: (value: string) => void;
  /** Called when the last empty box is filled, with the whole code. */
  onComplete?: ((code: string) => void) | undefined;
  /** The group's name, said before each box's own ("Digit 1 of 4"). */
  label: string;
  /** What is wrong with the code, said under the boxes and linked to each. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** Moves the focus to the first box when shown. */
  autoFocus?: boolean | undefined;
}

/** The Latin digits of a typed or pasted text, nothing else. */
const digitsOf = (text: string) => latinDigits(text).replace(/\D/g, '');

/** The boxes of `value`, each a digit or ''. */
const boxesOf = (value: string) =>
  Array.from({ length: OTP_LENGTH }, (_, index) => {
    const character = value[index] ?? '';
    return /\d/.test(character) ? character : '';
  });

/** The code of a box list, its empty boxes as spaces. */
const codeOf = (boxes: readonly string[]) => boxes.map((digit) => digit || ' ').join('');

/** A one-time code, one box per digit. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  label,
  error,
  disabled,
  autoFocus,
}: OtpInputProps): ReactNode {
  const t = useT();
  const id = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = boxesOf(value);
  const errorId = error ? `${id}-error` : undefined;

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  /** Writes `digits` from box `from` on, then moves on past them. */
  const fill = (from: number, digits: string) => {
    const next = [...boxes];
    const written = digits.slice(0, OTP_LENGTH - from).split('');
    written.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    const code = codeOf(next);
    onChange(code);
    focusBox(from + written.length);
    const wasFull = boxes.every(Boolean);
    if (!wasFull && next.every(Boolean)) onComplete?.(code.replace(/ /g, ''));
  };

  const clear = (index: number) => {
    const next = [...boxes];
    next[index] = '';
    onChange(codeOf(next));
  };

  const typed = (index: number, text: string) => {
    const digits = digitsOf(text);
    if (text === '') clear(index);
    else if (digits !== '') fill(index, digits);
  };

  const pasted = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits === '') return;
    // The whole code pasted anywhere fills every box; a part fills on from the box it lands in.
    fill(digits.length >= OTP_LENGTH ? 0 : index, digits);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && boxes[index] === '' && index > 0) {
      event.preventDefault();
      clear(index - 1);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <fieldset className={css.group} aria-describedby={errorId}>
      <legend className={css.legend}>{label}</legend>
      {/* The code reads left to right whatever the page's direction, as the arrows move. */}
      <div className={otpCss.boxes} dir="ltr">
        {boxes.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: a box is its position.
            key={index}
            ref={(input) => {
              inputs.current[index] = input;
            }}
            className={otpCss.box}
            value={digit}
            aria-label={t('Digit {position} of {count}', {
              position: index + 1,
              count: OTP_LENGTH,
            })}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus === true && index === 0}
            disabled={disabled}
            onChange={(event) => typed(index, event.target.value.replace(digit, ''))}
            onPaste={(event) => pasted(index, event)}
            onKeyDown={(event) => keyDown(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
