/**
 * How far an arrow key moves the choice of a radio group (WAI-ARIA): down and up go to the next
 * and previous option; right and left follow the text, so in right-to-left text left is "next".
 */
export function arrowStep(key: string, direction: 'ltr' | 'rtl'): -1 | 0 | 1 {
  switch (key) {
    case 'ArrowDown':
      return 1;
    case 'ArrowUp':
      return -1;
    case 'ArrowRight':
      return direction === 'rtl' ? -1 : 1;
    case 'ArrowLeft':
      return direction === 'rtl' ? 1 : -1;
    default:
      return 0;
  }
}
