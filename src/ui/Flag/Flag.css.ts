import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A flag sits on the text's centre line and never shrinks in a crowded row. */
export const flag = style({ flexShrink: 0, verticalAlign: 'middle' });

/** The plain disc drawn for a country the kit has no flag for. */
export const unknownDisc = style({ fill: vars.color.border });
