import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Room around the opener. */
export const stage = style({ padding: vars.space.xl });
