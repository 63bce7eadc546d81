import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import { Router } from 'wouter';
import type { HistoryNavigation, LocationChange, StorefrontLocation } from './historyNavigation';
import { storefrontLinkTarget } from './linkTarget';

interface NavigationState {
  location: StorefrontLocation;
  navigation: HistoryNavigation;
  /** True while the next page is on its way (its code or data), before it replaces this one. */
  pending: boolean;
}

const NavigationContext = createContext<NavigationState | null>(null);

function useNavigationState(): NavigationState {
  const state = useContext(NavigationContext);
  if (!state) throw new Error('the storefront must be rendered inside <NavigationProvider>');
  return state;
}

/** The location hook wouter reads: the location React last committed, and the navigate call. */
function useCommittedLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const { location, navigation } = useNavigationState();
  return [location.path, navigation.navigate];
}

function useCommittedSearch(): string {
  return useNavigationState().location.search;
}

/** Whether the next page is still on its way (the progress bar and overlay show meanwhile). */
export function useNavigationPending(): boolean {
  return useNavigationState().pending;
}

/** Opens a storefront route without a page load. */
export function useNavigate(): HistoryNavigation['navigate'] {
  return useNavigationState().navigation.navigate;
}

/**
 * The storefront's router. A location change renders as a transition, so the page on screen
 * stays (under the progress bar and overlay) until the next one is ready, instead of flashing a
 * fallback. Plain clicks on links to the storefront's own pages, in the page or inside a
 * widget's shadow root, navigate without a page load. After a link or widget navigation to
 * another page the window scrolls to the top and focus moves to the main landmark, so a screen
 * reader starts reading the new page.
 */
export function NavigationProvider({
  navigation,
  mainId,
  children,
}: {
  navigation: HistoryNavigation;
  /** The id of the element focused after a navigation (the page's `<main>`). */
  mainId: string;
  children: ReactNode;
}): ReactNode {
  const [location, setLocation] = useState(navigation.current);
  const [pending, startTransition] = useTransition();
  const lastChange = useRef<LocationChange | null>(null);

  useEffect(
    () =>
      navigation.subscribe((change) => {
        lastChange.current = change;
        startTransition(() => setLocation(navigation.current()));
      }),
    [navigation],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = storefrontLinkTarget(
        {
          defaultPrevented: event.defaultPrevented,
          button: event.button,
          metaKey: event.metaKey,
          ctrlKey: event.ctrlKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          path: event.composedPath(),
        },
        new URL(window.location.href),
      );
      if (target === null) return;
      event.preventDefault();
      navigation.navigate(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigation]);

  // A new page starts at its top with focus on it; a new query string on the same page (a
  // search filter, a store tab) keeps the shopper's place and focus where they are.
  const shownPath = useRef(location.path);
  useLayoutEffect(() => {
    const samePage = shownPath.current === location.path;
    shownPath.current = location.path;
    if (lastChange.current !== 'push') return;
    lastChange.current = null;
    if (samePage) return;
    window.scrollTo({ top: 0 });
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [location, mainId]);

  return (
    <NavigationContext.Provider value={{ location, navigation, pending }}>
      <Router hook={useCommittedLocation} searchHook={useCommittedSearch}>
        {children}
      </Router>
    </NavigationContext.Provider>
  );
}
