import { isApiError } from '../../core/api/ApiError';
import type { ApplicationSteps } from './useApplicationSteps';

/** Where a refused field is: its step, and how to say the server's message on it. */
export interface RefusedField<TStep extends string> {
  step: TStep;
  /** Puts the message on the field and focuses it (the step shows by then). */
  show: (message: string) => void;
}

/** What `sayRefusal` needs of the form. */
export interface RefusalTarget<TStep extends string> {
  steps: ApplicationSteps<TStep>;
  /** The field a refusal's `errors[].code` names, if the form has it. */
  fieldOf: (code: string) => RefusedField<TStep> | undefined;
  /** Says what no field holds above the buttons (null clears it). */
  setAlert: (text: string | null) => void;
  /** Said when the failure carries no message of its own (translated). */
  fallback: string;
}

/**
 * Says a server's refusal where it belongs: on the field its first code names, after going back
 * to that field's step (a phone already registered lands on the step that asked it); any further
 * message (the e-mail, registered too) above the buttons; a refusal of no field there alone.
 */
export function sayRefusal<TStep extends string>(
  error: unknown,
  { steps, fieldOf, setAlert, fallback }: RefusalTarget<TStep>,
): void {
  if (!isApiError(error)) {
    setAlert(fallback);
    return;
  }
  const [first, ...others] = error.messages;
  const place = error.code === undefined ? undefined : fieldOf(error.code);
  if (place === undefined || first === undefined) {
    setAlert(first ?? fallback);
    return;
  }
  setAlert(others.length > 0 ? others.join(' ') : null);
  steps.goTo(place.step, () => place.show(first));
}
