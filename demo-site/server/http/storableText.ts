import * as v from 'valibot';

/**
 * Text PostgreSQL can keep: without the NUL character, which no text column holds (the insert
 * would fail). Free text such as a chat message keeps its line breaks and tabs.
 */
export const storableText = () => v.check<string>((text) => !text.includes('\u0000'));
