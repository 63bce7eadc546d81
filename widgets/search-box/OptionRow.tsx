import { type ReactNode, useLayoutEffect, useRef } from 'react';
import * as css from './SearchBox.css';

/** Props of `OptionRow`. */
export interface OptionRowProps {
  /** The id the input's `aria-activedescendant` points at while this option is active. */
  id: string;
  /** Whether this is the active option. */
  active: boolean;
  /** Picks the option (a click; the keyboard picks through the input). */
  onChoose: () => void;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * One `role="option"` of the dropdown. The keyboard focus stays in the input, so the active
 * option scrolls itself into view, which real focus would otherwise do.
 */
export function OptionRow({
  id,
  active,
  onChoose,
  className,
  children,
}: OptionRowProps): ReactNode {
  const row = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (active) row.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return (
    <div
      ref={row}
      role="option"
      id={id}
      aria-selected={active}
      className={className ? `${css.option} ${className}` : css.option}
      onClick={onChoose}
    >
      {children}
    </div>
  );
}
