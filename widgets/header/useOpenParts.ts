import { useMemo, useRef, useState } from 'react';

/** Which of the header's menus, drawers and dialogs are open. */
export interface OpenParts {
  /** True while any of them is open. */
  any: boolean;
  /** The `onOpenChange` callback to give the part named `name`; the same function each render. */
  track: (name: string) => (open: boolean) => void;
}

/** Keeps track of the header's open parts, so it stays in view while one is open. */
export function useOpenParts(): OpenParts {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const callbacks = useRef(new Map<string, (open: boolean) => void>());
  return useMemo(() => {
    const track = (name: string) => {
      let callback = callbacks.current.get(name);
      if (!callback) {
        callback = (isOpen: boolean) =>
          setOpen((current) => {
            if (current.has(name) === isOpen) return current;
            const next = new Set(current);
            if (isOpen) next.add(name);
            else next.delete(name);
            return next;
          });
        callbacks.current.set(name, callback);
      }
      return callback;
    };
    return { any: open.size > 0, track };
  }, [open]);
}
