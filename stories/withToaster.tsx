import type { ComponentType, ReactElement } from 'react';
import { Toaster } from '../src/ui/Toaster';

/** A story decorator: the Toaster after the story, as a page has it, so its toasts show. */
export function withToaster(Story: ComponentType): ReactElement {
  return (
    <>
      <Story />
      <Toaster />
    </>
  );
}
