import { isApiError } from '../../src/core/api/ApiError';
import type { Translator } from '../../src/ui/souq';

/** What the shop said when it refused a change, already in the shopper's language. */
export function refusalText(error: unknown, t: Translator): string {
  return (isApiError(error) && error.messages[0]) || t('Something went wrong');
}
