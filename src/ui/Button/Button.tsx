import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as css from './Button.css';

/** Looks a button can take. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;

/** A button look: `primary` for the main action, `danger` for destructive ones. */
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Sizes a button can take. */
export const BUTTON_SIZES = ['md', 'sm'] as const;

/** A button size: `md` is the standard control height, `sm` the compact one. */
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** Props every button shares, whether it renders a `<button>` or an `<a>`. */
export interface ButtonOwnProps {
  /** `primary` by default. */
  variant?: ButtonVariant | undefined;
  /** `md` by default. */
  size?: ButtonSize | undefined;
  /** Shows a spinner, sets `aria-busy` and ignores activation; the accessible name stays. */
  loading?: boolean | undefined;
  /** Stretches the button across its container. */
  fullWidth?: boolean | undefined;
  children?: ReactNode;
}

/** Props of a `Button` that renders a `<button>` (`type="button"` unless given). */
export type ButtonElementProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & { href?: undefined };

/** Props of a `Button` that renders a link styled as a button. */
export type ButtonLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps | 'href'> & { href: string };

/** Props of `Button`: a `<button>`, or an `<a>` when `href` is given. */
export type ButtonProps = ButtonElementProps | ButtonLinkProps;

function classesOf(own: ButtonOwnProps, className: string | undefined): string {
  return [
    css.base,
    css.variant[own.variant ?? 'primary'],
    css.size[own.size ?? 'md'],
    own.fullWidth ? css.fullWidth : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function content(children: ReactNode, loading: boolean | undefined): ReactNode {
  return (
    <>
      <span className={css.label}>{children}</span>
      {loading ? <Spinner size="sm" className={css.spinner} /> : null}
    </>
  );
}

/**
 * Swallows clicks while busy. Busy buttons stay focusable (`aria-disabled`, not `disabled`) so
 * keyboard focus is not thrown to the page when a pressed button starts loading.
 */
function guarded<E extends HTMLElement>(
  loading: boolean | undefined,
  onClick: ((event: MouseEvent<E>) => void) | undefined,
): (event: MouseEvent<E>) => void {
  return (event) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}

/** The kit's button: variants, sizes, a loading state, and a link form when `href` is given. */
export function Button(props: ButtonProps): ReactNode {
  if (props.href !== undefined) {
    const { variant, size, loading, fullWidth, children, className, onClick, ...link } = props;
    return (
      <a
        {...link}
        className={classesOf({ variant, size, fullWidth }, className)}
        aria-busy={loading || undefined}
        aria-disabled={loading || link['aria-disabled']}
        onClick={guarded(loading, onClick)}
      >
        {content(children, loading)}
      </a>
    );
  }
  const { variant, size, loading, fullWidth, children, className, onClick, href, ...button } =
    props;
  return (
    <button
      type="button"
      {...button}
      className={classesOf({ variant, size, fullWidth }, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || button['aria-disabled']}
      onClick={guarded(loading, onClick)}
    >
      {content(children, loading)}
    </button>
  );
}
