import { useSignals } from '@preact/signals-react/runtime';
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, type ReactNode, useLayoutEffect, useState } from 'react';
import { isThemePreference, type ThemePreference } from '../../core/store';
import { SouqProvider } from '../../ui/souq/SouqProvider';
import { Toaster } from '../../ui/Toaster';
import { WidgetRoot } from '../../ui/WidgetRoot/WidgetRoot';
import { HostElementContext } from './hostElement';
import { adoptKitStyles } from './kitStyles';
import { souqRuntime } from './runtime';
import { claimToasts, joinToastOwners, toastOwner } from './toastOwner';

/** How an attribute's text becomes a prop (r2wc's transforms). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** The attributes an element accepts: each prop of the component and how its text is read. */
export type AttributeMap<Props> = { readonly [Key in keyof Props & string]?: AttributeType };

/**
 * A Souq element as a page script sees it: each attribute of its map is also a property with the
 * widget prop's type, and every element has `theme`.
 */
export type SouqElement<Props, Attribute extends keyof Props> = HTMLElement & {
  [Key in Attribute]: Props[Key];
} & { theme: ThemePreference | undefined };

/** The class `souqElement` makes: `new` gives an element with its typed properties. */
export type SouqElementClass<Props, Attribute extends keyof Props> = new () => SouqElement<
  Props,
  Attribute
>;

/** Props every Souq element has besides its widget's: the theme pin and r2wc's container. */
interface HostProps {
  theme?: string;
  container?: ShadowRoot | HTMLElement;
}

function themeOf(value: string | undefined): ThemePreference | undefined {
  return value !== undefined && isThemePreference(value) ? value : undefined;
}

function hostOf<Props extends object>(Widget: ComponentType<Props>) {
  function SouqElementHost({ theme, container, ...props }: Props & HostProps): ReactNode {
    useSignals();
    const { core, options } = souqRuntime();
    const [id] = useState(() => Symbol('souq-element'));
    const host = container instanceof ShadowRoot ? container.host : (container ?? null);
    // Before the first paint, so the widget never shows unstyled.
    useLayoutEffect(() => {
      if (container instanceof ShadowRoot) adoptKitStyles(container);
    }, [container]);
    useLayoutEffect(() => {
      const claim = () => claimToasts(id);
      container?.addEventListener('focusin', claim);
      container?.addEventListener('pointerdown', claim);
      const leave = joinToastOwners(id);
      return () => {
        leave();
        container?.removeEventListener('focusin', claim);
        container?.removeEventListener('pointerdown', claim);
      };
    }, [container, id]);
    // The script-tag build fetches a language it did not bundle: nothing shows until its text has come.
    if (!core.i18n.hasMessages(core.i18n.language)) return null;
    return (
      <SouqProvider core={core} storefrontUrl={options.storefrontUrl}>
        <HostElementContext.Provider value={host}>
          <WidgetRoot theme={themeOf(theme)}>
            <Widget {...(props as Props)} />
            {toastOwner.value === id && <Toaster />}
          </WidgetRoot>
        </HostElementContext.Provider>
      </SouqProvider>
    );
  }
  SouqElementHost.displayName = `SouqElement(${Widget.displayName ?? Widget.name})`;
  return SouqElementHost;
}

/**
 * Wraps a widget as a custom element class: open shadow DOM, the kit's shared stylesheet, the
 * page's one Souq runtime, the page's toasts when this element owns them, the element itself for
 * its widget's events (`useHostElement`), and the listed
 * attributes (plus `theme`: light, dark or system).
 * Registering it is `define.ts`'s job.
 */
export function souqElement<Props extends object, Attribute extends keyof Props & string = never>(
  Widget: ComponentType<Props>,
  attributes: { readonly [Key in Attribute]: AttributeType },
): SouqElementClass<Props, Attribute> {
  const Base = r2wc(hostOf(Widget), {
    shadow: 'open',
    props: { ...attributes, theme: 'string' } as Record<string, AttributeType>,
  }) as AttributeAware;
  const booleans = new Set(
    Object.entries(attributes)
      .filter(([, type]) => type === 'boolean')
      .map(([name]) => kebabCase(name)),
  );
  class SouqElementBase extends Base {
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      // HTML boolean attributes: present (`open`, `open=""`) means true and removed means false;
      // r2wc alone reads only "true"-like text and ignores a removal.
      const text = booleans.has(name) ? String(value !== null && value !== 'false') : value;
      super.attributeChangedCallback(name, old, text);
    }
  }
  // r2wc defines a property for every attribute (and `theme`) on the prototype at run time.
  return SouqElementBase as unknown as SouqElementClass<Props, Attribute>;
}

/** The r2wc element class, seen with the callback it implements. */
type AttributeAware = new () => HTMLElement & {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
