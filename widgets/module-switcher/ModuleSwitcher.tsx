import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { catalogImageSrc } from '../../src/core/catalog';
import { moduleTypeOfPage, type ShopModule } from '../../src/core/modules';
import { Img } from '../../src/ui/Img';
import { arrowStep } from '../../src/ui/keyboard/arrowStep';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './ModuleSwitcher.css';
import { useShopModules } from './useShopModules';

/** The ways the switcher is laid out. */
export const MODULE_SWITCHER_LAYOUTS = ['strip', 'bar', 'list'] as const;

/**
 * `strip`: tiles with the icon above the name (the home page); `bar`: small icons beside the
 * names (the header); `list`: one module a line (the phone's menu).
 */
export type ModuleSwitcherLayout = (typeof MODULE_SWITCHER_LAYOUTS)[number];

/** Props of `ModuleSwitcher`. */
export interface ModuleSwitcherProps {
  /** How the modules are laid out; `strip` by default (and for a value it does not know). */
  layout?: ModuleSwitcherLayout | undefined;
  /** The id of a heading that names the switcher; it names itself otherwise. */
  labelledBy?: string | undefined;
  /**
   * The path of the storefront page shown: on a page of one module's own (/parcel,
   * /prescription) that module is the one marked, whichever the shopper browses.
   */
  currentPath?: string | undefined;
}

const layoutOf = (value: string | undefined): ModuleSwitcherLayout =>
  MODULE_SWITCHER_LAYOUTS.find((layout) => layout === value) ?? 'strip';

/** The name a module is shown by: the shop's name for it, else its type. */
const nameOf = (module: ShopModule) => module.module_name ?? module.module_type;

/**
 * The shop's business modules (the all-in-one Shop, grocery, food, pharmacy, parcel), with their
 * icons and the current one marked, shown only where the shop has more than one. It is a
 * toolbar: the arrow keys (mirrored in right-to-left text), Home and End move between the
 * modules, and Enter, Space or a click switches. Switching loads the page again in the chosen
 * module (parcel opens its own page) and says so in a toast; the cart keeps its lines.
 */
export function ModuleSwitcher({
  layout,
  labelledBy,
  currentPath,
}: ModuleSwitcherProps): ReactNode {
  useSignals();
  const t = useT();
  const core = useSouq();
  const { modules, current } = useShopModules();
  const shown = layoutOf(layout);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // The module the toolbar's one tab stop is on; the current module until the arrows move it.
  const [focusedId, setFocusedId] = useState<number | null>(null);
  if (modules.length < 2) return null;

  const pageType = currentPath ? moduleTypeOfPage(currentPath) : null;
  const marked = modules.find((module) => module.module_type === pageType) ?? current;
  const tabStop = modules.find((module) => module.id === focusedId) ?? marked;
  const moveTo = (module: ShopModule | undefined) => {
    if (!module) return;
    setFocusedId(module.id);
    buttons.current.get(module.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = modules.length;
    const at = modules.findIndex((module) => module.id === tabStop.id);
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveTo(event.key === 'Home' ? modules[0] : modules[count - 1]);
      return;
    }
    const step = arrowStep(event.key, core.locale.direction.value);
    if (step === 0) return;
    event.preventDefault();
    moveTo(modules[(at + step + count) % count]);
  };
  const choose = (module: ShopModule) => {
    if (core.modules.choose(module.id)) {
      core.toasts.success(t('Now showing {module}', { module: nameOf(module) }));
    }
  };

  return (
    <div
      role="toolbar"
      aria-orientation={shown === 'list' ? 'vertical' : 'horizontal'}
      {...(labelledBy
        ? { 'aria-labelledby': labelledBy }
        : { 'aria-label': t('Sections of the shop') })}
      className={css.modules[shown]}
      part="modules"
      onKeyDown={onKeyDown}
    >
      {modules.map((module) => {
        const chosen = module.id === marked.id;
        return (
          <button
            key={module.id}
            ref={(element) => {
              if (element) buttons.current.set(module.id, element);
              return () => {
                buttons.current.delete(module.id);
              };
            }}
            type="button"
            aria-pressed={chosen}
            tabIndex={module.id === tabStop.id ? 0 : -1}
            className={css.moduleButton[shown]}
            onFocus={() => setFocusedId(module.id)}
            onClick={() => choose(module)}
          >
            <Img
              src={catalogImageSrc(module.icon, core.shop.imageBaseUrls.value, 'business_logo_url')}
              alt=""
              width={css.ICON_SIZE[shown]}
              height={css.ICON_SIZE[shown]}
              className={css.icon}
            />
            {nameOf(module)}
          </button>
        );
      })}
    </div>
  );
}
