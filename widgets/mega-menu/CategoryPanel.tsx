import { useSignals } from '@preact/signals-react/runtime';
import { ArrowRight, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Category } from '../../src/core/api/wire';
import { catalogImageSrc, categoryPagePath } from '../../src/core/catalog';
import { Icon } from '../../src/ui/Icon';
import { Img } from '../../src/ui/Img';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import * as css from './MegaMenu.css';
import { type MenuPosition, menuStep } from './menuKeys';

/**
 * Which parent takes the focus when the panel opens from the keyboard; a new object for each
 * request, so asking twice for the same end focuses it twice.
 */
export type InitialFocus = { at: 'first' | 'last' } | null;

/** Props of `CategoryPanel`. */
export interface CategoryPanelProps {
  /** The parents, each with its children; at least one. */
  categories: readonly Category[];
  /** The parent focused on opening (Down: the first, Up: the last); none after a click. */
  initialFocus: InitialFocus;
  /** Escape was pressed: the menu closes and the focus goes back to its button. */
  onEscape: () => void;
  /** A link was followed: the menu closes. */
  onFollow: () => void;
}

const entryKey = (position: MenuPosition) => `${position.column}:${position.index}`;

/**
 * The panel's two columns: the parents at the inline start, and the active parent's children
 * (pictures and names) with a See All link at the inline end. Pointing at a parent or focusing
 * it shows its children. One entry at a time is in the Tab order; the arrows move between them.
 */
export function CategoryPanel({
  categories,
  initialFocus,
  onEscape,
  onFollow,
}: CategoryPanelProps): ReactNode {
  useSignals();
  const t = useT();
  const href = useStorefrontHref();
  const { shop, locale } = useSouq();
  const baseId = useId();
  const direction = locale.direction.value;
  const baseUrls = shop.imageBaseUrls.value;
  const firstActive = initialFocus?.at === 'last' ? categories.length - 1 : 0;
  const [activeParent, setActiveParent] = useState(firstActive);
  const [position, setPosition] = useState<MenuPosition>({ column: 'parents', index: firstActive });
  const entries = useRef(new Map<string, HTMLAnchorElement>());
  const shownIndex = Math.min(activeParent, categories.length - 1);
  const parent = categories[shownIndex];
  const paneId = `${baseId}-pane`;
  const parentId = (index: number) => `${baseId}-parent-${index}`;

  useEffect(() => {
    if (initialFocus === null) return;
    const index = initialFocus.at === 'last' ? categories.length - 1 : 0;
    entries.current.get(entryKey({ column: 'parents', index }))?.focus();
  }, [initialFocus, categories.length]);

  const keep = (position: MenuPosition) => (element: HTMLAnchorElement | null) => {
    if (element) entries.current.set(entryKey(position), element);
    else entries.current.delete(entryKey(position));
  };

  const entryProps = (at: MenuPosition) => ({
    ref: keep(at),
    tabIndex: at.column === position.column && at.index === position.index ? 0 : -1,
    onClick: onFollow,
  });

  const showParent = (index: number) => {
    setActiveParent(index);
    setPosition((current) =>
      current.column === 'children' ? { column: 'parents', index } : current,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = menuStep(event.key, position, {
      parentCount: categories.length,
      childCount: (parent?.childes.length ?? 0) + 1,
      activeParent: shownIndex,
      direction,
    });
    if (step === null) return;
    event.preventDefault();
    if (step === 'close') onEscape();
    else entries.current.get(entryKey(step))?.focus();
  };

  return (
    <div className={css.columns} onKeyDown={onKeyDown}>
      <ul className={css.parents}>
        {categories.map((category, index) => (
          <li key={category.id}>
            <a
              {...entryProps({ column: 'parents', index })}
              id={parentId(index)}
              href={href(categoryPagePath(category.id))}
              className={css.parent}
              aria-expanded={index === shownIndex}
              aria-controls={paneId}
              onMouseEnter={() => showParent(index)}
              onFocus={() => {
                setActiveParent(index);
                setPosition({ column: 'parents', index });
              }}
            >
              <span>{category.name}</span>
              <Icon icon={ChevronRight} size={16} mirrorInRtl className={css.parentChevron} />
            </a>
          </li>
        ))}
      </ul>
      {parent ? (
        <div id={paneId} className={css.pane}>
          {parent.childes.length > 0 ? (
            <ul
              className={css.children}
              aria-label={t('Subcategories of {name}', { name: parent.name })}
            >
              {parent.childes.map((child, index) => (
                <li key={child.id}>
                  <a
                    {...entryProps({ column: 'children', index })}
                    href={href(categoryPagePath(child.id))}
                    className={css.child}
                    onFocus={() => setPosition({ column: 'children', index })}
                  >
                    <Img
                      src={catalogImageSrc(child.image, baseUrls, 'category_image_url')}
                      alt=""
                      width={56}
                      height={56}
                      className={css.childImage}
                    />
                    <span>{child.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <a
            {...entryProps({ column: 'children', index: parent.childes.length })}
            href={href(categoryPagePath(parent.id))}
            className={css.seeAll}
            aria-describedby={parentId(shownIndex)}
            onFocus={() => setPosition({ column: 'children', index: parent.childes.length })}
          >
            {t('See All')}
            <Icon icon={ArrowRight} size={16} mirrorInRtl />
          </a>
        </div>
      ) : null}
    </div>
  );
}
