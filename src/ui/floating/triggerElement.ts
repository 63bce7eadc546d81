import type { HTMLProps, ReactElement, Ref } from 'react';

/** An element that can anchor a floating piece: it takes a ref and DOM props. */
export type TriggerElement = ReactElement<HTMLProps<HTMLElement> & { ref?: Ref<HTMLElement> }>;
