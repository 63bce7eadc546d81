import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Icon } from '../../src/ui/Icon';
import { useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';

/** Size of the new-tab arrow, smaller than the link's text. */
const HINT_ICON_SIZE = 14;

/** Marks a link that opens a new tab: an arrow for the eye and a hidden phrase for the ear. */
export function NewTabHint(): ReactNode {
  const t = useT();
  return (
    <>
      <Icon icon={ExternalLink} size={HINT_ICON_SIZE} mirrorInRtl />
      <VisuallyHidden>{` ${t('(opens in a new tab)')}`}</VisuallyHidden>
    </>
  );
}
