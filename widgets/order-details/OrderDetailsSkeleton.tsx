import type { ReactNode } from 'react';
import * as css from './OrderDetails.css';

/** A stand-in section: a title and `rows` lines. */
function SectionBones({ rows, tall = false }: { rows: number; tall?: boolean }): ReactNode {
  return (
    <div className={css.section}>
      <span className={`${css.bone} ${css.boneShort}`} />
      {Array.from({ length: rows }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
          key={index}
          className={`${css.bone} ${tall ? css.boneLine : css.boneBlock}`}
        />
      ))}
    </div>
  );
}

/** The order page's stand-in while the order loads, of the page's final layout; not announced. */
export function OrderDetailsSkeleton(): ReactNode {
  return (
    <div className={`${css.columns} ${css.skeleton}`} aria-hidden="true">
      <div className={css.sideColumn}>
        <SectionBones rows={5} />
        <SectionBones rows={3} />
      </div>
      <div className={css.storyColumn}>
        <SectionBones rows={4} />
        <SectionBones rows={2} tall />
        <SectionBones rows={4} />
      </div>
    </div>
  );
}
