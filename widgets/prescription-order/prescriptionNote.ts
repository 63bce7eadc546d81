/*
 * The prescription's note form (`order_note`): optional, within the order note's rule of
 * src/core/validation, which the server applies too.
 */
import * as v from 'valibot';
import { orderNoteSchema } from '../../src/core/validation';

/** What the note's form holds. */
export interface PrescriptionNoteValues {
  note: string;
}

/** The note's form schema: a refusal's message is the rule's message key. */
export const prescriptionNoteSchema = v.object({ note: orderNoteSchema });
