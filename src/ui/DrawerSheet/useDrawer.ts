import { type SheetSide, useSheetOpen } from '../SideSheet';

/** What a host may pass to a drawer widget (the cart's, the wishlist's). */
export interface DrawerProps {
  /** Opens (true) or closes (false) the sheet; leave it out and the drawer's own button does. */
  open?: boolean | undefined;
  /** Called whenever the shopper opens or closes the sheet. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The edge the sheet slides in from; `end` by default (right in English, left in Arabic). */
  side?: SheetSide | undefined;
  /**
   * Whether the drawer renders its own button (true by default). Without it, a host that opens
   * the drawer from its own control (a bottom bar) passes `open` and `onOpenChange`.
   */
  trigger?: boolean | undefined;
}

/** A drawer's props resolved: whether its sheet is open now, and how to open or close it. */
export interface DrawerState {
  /** Whether the sheet shows now. */
  open: boolean;
  /** Opens or closes the sheet, telling the host through `onOpenChange`. */
  setOpen: (open: boolean) => void;
  side: SheetSide;
  /** Whether the drawer renders its own button. */
  trigger: boolean;
}

/** Resolves a drawer's props; the drawer keeps its own open state unless the host controls it. */
export function useDrawer({
  open,
  onOpenChange,
  side = 'end',
  trigger = true,
}: DrawerProps): DrawerState {
  const [isOpen, setOpen] = useSheetOpen(open, onOpenChange);
  return { open: isOpen, setOpen, side, trigger };
}
