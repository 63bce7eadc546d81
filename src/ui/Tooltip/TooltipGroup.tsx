import { FloatingDelayGroup } from '@floating-ui/react';
import { createContext, type ReactNode, useContext } from 'react';
import { TOOLTIP_DELAY } from '../constants';

const InTooltipGroup = createContext(false);

/** Props of `TooltipGroup`. */
export interface TooltipGroupProps {
  children: ReactNode;
}

/**
 * Makes the tooltips inside behave as one: once one has opened, the next opens at once if the
 * pointer reaches it within TOOLTIP_DELAY.skip, as when scanning a toolbar.
 */
export function TooltipGroup({ children }: TooltipGroupProps): ReactNode {
  return (
    <InTooltipGroup.Provider value={true}>
      <FloatingDelayGroup
        delay={{ open: TOOLTIP_DELAY.open, close: 0 }}
        timeoutMs={TOOLTIP_DELAY.skip}
      >
        {children}
      </FloatingDelayGroup>
    </InTooltipGroup.Provider>
  );
}

/** Whether the calling tooltip sits inside a `TooltipGroup`. */
export function useInTooltipGroup(): boolean {
  return useContext(InTooltipGroup);
}
