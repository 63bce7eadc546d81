import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon';
import { Img } from '../Img';
import * as css from './ItemRow.css';

/** The elements a row can be. */
export const ITEM_ROW_ELEMENTS = ['li', 'div'] as const;

/** `li` in a list (cart, wishlist); `div` inside an element that has its own role (an option). */
export type ItemRowElement = (typeof ITEM_ROW_ELEMENTS)[number];

/** Row sizes: `md` for a sheet's lines, `sm` for a compact dropdown. */
export type ItemRowSize = keyof typeof css.PICTURE_SIZES;

/** Where the actions sit: under the details, or at the row's end. */
export type ItemRowLayout = keyof typeof css.layout;

/** Props of `ItemRow`; other attributes (a `data-*`, an `aria-*`) go to the row's element. */
export interface ItemRowProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'className'> {
  /** The row's element; `li` by default. */
  as?: ItemRowElement | undefined;
  /** The picture's address; missing or broken shows the picture placeholder. */
  imageSrc?: string | null | undefined;
  /** An icon instead of a picture (a store without a logo). */
  icon?: LucideIcon | undefined;
  /** The item's name: text, or marked text. */
  name: ReactNode;
  /** Makes the name a link to this address (the item's page). */
  href?: string | undefined;
  /** The name's id, for controls described by it (`aria-describedby`). */
  nameId?: string | undefined;
  /** Muted text before the price: the store, the chosen variation. */
  secondary?: ReactNode;
  /** The price, usually a `Price`. */
  price?: ReactNode;
  /** A line under them, e.g. that the item is out of stock. */
  note?: ReactNode;
  /** Buttons at the row's end: a quantity stepper, remove. */
  actions?: ReactNode;
  /** `md` by default. */
  size?: ItemRowSize | undefined;
  /** `inline` by default. */
  layout?: ItemRowLayout | undefined;
  className?: string | undefined;
}

/**
 * One item on a line: picture, name, secondary text with the price, and trailing actions. The
 * cart's and wishlist's lines are list items; a search suggestion renders it inside its option,
 * which keeps the option's role and the listbox's keyboard model.
 */
export function ItemRow({
  as: Element = 'li',
  imageSrc,
  icon,
  name,
  href,
  nameId,
  secondary,
  price,
  note,
  actions,
  size = 'md',
  layout = 'inline',
  className,
  ...attributes
}: ItemRowProps): ReactNode {
  const pictureSize = css.PICTURE_SIZES[size];
  const classes = [css.layout[layout], Element === 'li' ? css.listRow : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const hasMeta = secondary !== undefined || price !== undefined;
  return (
    <Element {...attributes} className={classes}>
      {icon ? (
        <span className={css.iconBox[size]}>
          <Icon icon={icon} />
        </span>
      ) : (
        <Img
          src={imageSrc}
          alt=""
          width={pictureSize}
          height={pictureSize}
          className={css.picture}
        />
      )}
      <div className={css.details}>
        <span id={nameId} className={css.name[size]}>
          {href === undefined ? (
            name
          ) : (
            <a href={href} className={css.nameLink}>
              {name}
            </a>
          )}
        </span>
        {hasMeta ? (
          <span className={css.meta}>
            {secondary}
            {price === undefined ? null : <span className={css.price}>{price}</span>}
          </span>
        ) : null}
        {note}
      </div>
      {actions === undefined ? null : <div className={css.actions[layout]}>{actions}</div>}
    </Element>
  );
}
