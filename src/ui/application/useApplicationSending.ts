import { useState } from 'react';
import type { CallOptions } from '../../core/api/requestOptions';
import type { MessageReply } from '../../core/api/wire';
import { useT } from '../souq';
import { type RefusedField, sayRefusal } from './sayRefusal';
import type { ApplicationSteps } from './useApplicationSteps';

/** Where sending an application stands, and how to send it. */
export interface ApplicationSending<TStep extends string> {
  /** What no field holds, said above the buttons; null when there is nothing to say. */
  alert: string | null;
  setAlert: (text: string | null) => void;
  sending: boolean;
  /** The server's words once it has the application; null until then. */
  received: string | null;
  /**
   * Sends through `register` (quietly: the form says a refusal itself) and says a refusal on the
   * field `fieldOf` finds for its code, on that field's step, or above the buttons.
   */
  send: (
    register: (call: CallOptions) => Promise<MessageReply>,
    fieldOf: (code: string) => RefusedField<TStep> | undefined,
  ) => Promise<void>;
}

/** Sending one of the application forms: busy while it goes, received, or refused in place. */
export function useApplicationSending<TStep extends string>(
  steps: ApplicationSteps<TStep>,
): ApplicationSending<TStep> {
  const t = useT();
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState<string | null>(null);
  const send: ApplicationSending<TStep>['send'] = async (register, fieldOf) => {
    setSending(true);
    try {
      const reply = await register({ silent: true });
      setReceived(reply.message);
    } catch (error) {
      sayRefusal(error, { steps, fieldOf, setAlert, fallback: t('Something went wrong') });
    } finally {
      setSending(false);
    }
  };
  return { alert, setAlert, sending, received, send };
}
