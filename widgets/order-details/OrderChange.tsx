/*
 * What every change a shopper asks of a placed order shares (cancel it, pay it on delivery): the
 * shop may refuse it, because the order moved on meanwhile, and says why beside the button that
 * asked, in the shopper's language, until a later try goes through.
 */
import { type ReactNode, useState } from 'react';
import type { MessageReply } from '../../src/core/api/wire';
import { Button, type ButtonVariant } from '../../src/ui/Button';
import { useT } from '../../src/ui/souq';
import * as css from './OrderDetails.css';
import { refusalText } from './refusalText';

/** What `useOrderChange` gives: the change to run, and the shop's refusal of the last try. */
export interface OrderChange {
  /** Sends the change; once the shop takes it, hands its words on to the page. */
  change: (send: () => Promise<MessageReply>) => Promise<void>;
  refusal: string | null;
}

/** A change of the order the shop may refuse; `onChanged` gets the shop's words when it is done. */
export function useOrderChange(onChanged: (message: string) => Promise<void>): OrderChange {
  const t = useT();
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = async (send: () => Promise<MessageReply>) => {
    try {
      const reply = await send();
      setRefusal(null);
      await onChanged(reply.message);
    } catch (error) {
      setRefusal(refusalText(error, t));
    }
  };
  return { change, refusal };
}

/** Props of `OrderChangeButton`. */
export interface OrderChangeButtonProps {
  variant: ButtonVariant;
  /** Asks the shopper first (a sheet, a dialog); the change runs from there. */
  onClick: () => void;
  refusal: string | null;
  children: ReactNode;
}

/** The button that asks for a change, full width, with the shop's refusal said under it. */
export function OrderChangeButton({
  variant,
  onClick,
  refusal,
  children,
}: OrderChangeButtonProps): ReactNode {
  return (
    <>
      <Button variant={variant} fullWidth onClick={onClick}>
        {children}
      </Button>
      {refusal ? (
        <p role="alert" className={css.refusal}>
          {refusal}
        </p>
      ) : null}
    </>
  );
}
