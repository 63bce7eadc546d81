import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { SideSheet } from '../SideSheet';
import type { DrawerState } from './useDrawer';

/** Props of `DrawerSheet`. */
export interface DrawerSheetProps {
  /** The drawer's state, from `useDrawer`. */
  state: DrawerState;
  /** The button's icon. */
  icon: LucideIcon;
  /** The button's whole accessible name, count included ("Cart, 3 items"). */
  label: string;
  /** The count in the button's bubble; none at 0. */
  count: number;
  /** The sheet's heading. */
  title: ReactNode;
  /** Actions pinned under the sheet's scrolling body. */
  footer?: ReactNode;
  children: ReactNode;
  /** The `::part()` name of the button, for a page that embeds the drawer in a shadow root. */
  triggerPart?: string | undefined;
  /** The `::part()` name of the button's count bubble. */
  badgePart?: string | undefined;
  /** The `::part()` name of the sheet's panel. */
  panelPart?: string | undefined;
}

/**
 * A button with a count that opens a side sheet: what the cart and wishlist drawers share. Each
 * drawer names the parts a partner page styles, which its element's manifest lists.
 */
export function DrawerSheet({
  state,
  icon,
  label,
  count,
  title,
  footer,
  children,
  triggerPart,
  badgePart,
  panelPart,
}: DrawerSheetProps): ReactNode {
  return (
    <>
      {state.trigger && (
        <IconButton
          icon={icon}
          label={label}
          badge={count}
          part={triggerPart}
          badgePart={badgePart}
          aria-haspopup="dialog"
          aria-expanded={state.open}
          onClick={() => state.setOpen(true)}
        />
      )}
      <SideSheet
        open={state.open}
        onOpenChange={state.setOpen}
        side={state.side}
        title={title}
        footer={footer}
        part={panelPart}
      >
        {children}
      </SideSheet>
    </>
  );
}
