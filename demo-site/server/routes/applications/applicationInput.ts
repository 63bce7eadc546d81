import * as v from 'valibot';
import { integerField, numberField } from '../../http/parseInput';
import { storableText } from '../../http/storableText';
import { rowId } from '../account/requestParts';
import { personText } from '../account/fieldRules';

/** Longest first or last name accepted. */
const NAME_MAX_LENGTH = 100;

/** A row id, or null when the field was left empty (the rule then says what to choose). */
const chosenId = v.optional(
  v.union([
    v.pipe(
      v.literal(''),
      v.transform(() => null),
    ),
    rowId(),
  ]),
  '',
);

/** A box a form ticks: sent as '1', 'true' or 'on' by a form, or true in JSON. */
const ticked = v.optional(
  v.union([
    v.boolean(),
    v.pipe(
      v.string(),
      v.transform((value) => ['1', 'true', 'on'].includes(value)),
    ),
  ]),
  false,
);

/** The owner's or delivery man's account fields; their rules run after the shape check. */
const accountFields = {
  f_name: personText(NAME_MAX_LENGTH),
  l_name: personText(NAME_MAX_LENGTH),
  phone: v.optional(v.string(), ''),
  email: v.optional(v.string(), ''),
  password: v.optional(v.string(), ''),
};

/**
 * The store's texts as 6amMart's apps send them: `translations`, a JSON list of
 * `{ locale, key, value }` with `name` and `address` in each language.
 */
const translation = v.object({
  locale: v.string(),
  key: v.string(),
  value: v.pipe(v.string(), storableText()),
});

/** The `translations` field, parsed; text that is no such list is invalid. */
export const translationsField = v.optional(
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: 'invalid' });
        return NEVER;
      }
    }),
    v.array(translation),
  ),
  '[]',
);

/** Fields of auth/vendor/register (a multipart form with the logo and cover). */
export const vendorRegisterInput = v.object({
  ...accountFields,
  translations: translationsField,
  zone_id: chosenId,
  module_id: chosenId,
  latitude: numberField(-90, 90),
  longitude: numberField(-180, 180),
  terms: ticked,
});

/** Fields of auth/delivery-man/store (a multipart form with the identity images). */
export const deliveryManInput = v.object({
  ...accountFields,
  identity_type: v.optional(v.string(), ''),
  identity_number: v.optional(v.string(), ''),
  vehicle_id: chosenId,
  zone_id: chosenId,
  earning: v.optional(
    v.union([
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      integerField(0, 1),
    ]),
    '',
  ),
});
