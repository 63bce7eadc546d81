/*
 * The composer's text, checked by the support rule with the pictures attached beside it: the text
 * is required only when no picture comes with it, and never longer than the rule allows.
 */
import * as v from 'valibot';
import { checkSupportMessage } from '../../src/core/validation';

/** The composer's schema when `imageCount` pictures are attached. */
export function composerSchema(imageCount: number) {
  return v.object({
    message: v.pipe(
      v.optional(v.string(), ''),
      v.rawCheck<string>(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const failure = checkSupportMessage(dataset.value, imageCount);
        // The rule's message key, translated where the field shows it.
        if (failure !== null) addIssue({ message: failure.key });
      }),
    ),
  });
}

/** What the composer holds. */
export type ComposerValues = v.InferOutput<ReturnType<typeof composerSchema>>;
