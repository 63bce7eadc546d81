import { type ReactNode, Suspense } from 'react';
import { preloadableLazy } from '../hooks/preloadableLazy';
import { useOnceTrue } from '../hooks/useOnceTrue';
import type { SideSheetProps } from './SideSheet';

const sheet = preloadableLazy(() => import('./SideSheet').then((m) => m.SideSheet));

/**
 * Starts loading the side sheet's code (and the focus-trapping library under it), for the
 * control that opens one to call on hover, focus or press: the sheet then opens without a wait.
 */
export const preloadSideSheet: () => void = sheet.preload;

/**
 * A `SideSheet` whose code loads when it first opens (or when `preloadSideSheet` asks), so a
 * page that may never open its filters or a variation picker does not fetch the sheet with its
 * first screen. Once opened it stays mounted, closing and reopening as the sheet does.
 */
export function LazySideSheet(props: SideSheetProps): ReactNode {
  const opened = useOnceTrue(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <sheet.Component {...props} />
    </Suspense>
  );
}
