/*
 * Arabic keyboards type Arabic-Indic digits (٠-٩), and Persian and Urdu layouts the Eastern forms
 * (۰-۹); they name the same numbers as Latin digits, so every rule that reads a number (an order
 * id, a phone, an amount) reads them as Latin digits.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** `text` with its Arabic-Indic and Eastern Arabic-Indic digits written as Latin digits. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(
      code - (code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO),
    );
  });
}
