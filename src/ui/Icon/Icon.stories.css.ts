import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Lines the sample icons up in one row. */
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });
