import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Where an application form is among its steps, and the ways to move. */
export interface ApplicationSteps<TStep extends string> {
  steps: readonly TStep[];
  current: TStep;
  /** 0-based. */
  index: number;
  isLast: boolean;
  /**
   * Shows `step`. Focus goes to its heading once it shows, so a screen reader says where the
   * shopper is, unless `whenShown` is given: it runs instead (focusing a refused field).
   */
  goTo(step: TStep, whenShown?: () => void): void;
  /** The step's heading, which takes the focus when the step changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The step machinery of an application form. Only the current step's fields show; what the
 * others hold stays in the form, so Back and Next lose nothing.
 */
export function useApplicationSteps<TStep extends string>(
  steps: readonly [TStep, ...TStep[]],
): ApplicationSteps<TStep> {
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  // Set by a move, so the page's first render leaves the focus where the shopper has it.
  const afterMove = useRef<(() => void) | null>(null);

  const goTo = useCallback(
    (step: TStep, whenShown?: () => void) => {
      const next = Math.max(0, steps.indexOf(step));
      const show = whenShown ?? (() => headingRef.current?.focus());
      if (next === index) {
        show();
        return;
      }
      afterMove.current = show;
      setIndex(next);
    },
    [steps, index],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the step that was moved to shows
  useEffect(() => {
    const show = afterMove.current;
    afterMove.current = null;
    show?.();
  }, [index]);

  return {
    steps,
    current: steps[index] ?? steps[0],
    index,
    isLast: index === steps.length - 1,
    goTo,
    headingRef,
  };
}
