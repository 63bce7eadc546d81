import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import * as v from 'valibot';
import type {
  ParcelChargePayer,
  ParcelOrderBody,
  ParcelPaymentMethod,
} from '../../src/core/api/parcelEndpoints';
import type { OrderPlacedReply } from '../../src/core/api/wire';
import { orderPlacedPath } from '../../src/core/catalog';
import { type ParcelQuote, parcelQuote } from '../../src/core/checkout/parcelQuote';
import { deliveryNoteSchema } from '../../src/core/validation';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { Button } from '../../src/ui/Button';
import { useRuleForm } from '../../src/ui/form';
import { leavePage } from '../../src/ui/leavePage';
import { useFreshProfile } from '../../src/ui/profile';
import {
  useRouterNavigate,
  useServerQuery,
  useSouq,
  useStorefrontHref,
  useT,
} from '../../src/ui/souq';
import { PAYMENT_RETURN_PATH } from '../checkout/usePlaceOrder';
import { CategoryChoice } from './CategoryChoice';
import * as css from './Parcel.css';
import { ParcelEnd, RECEIVER_PREFIX } from './ParcelEnd';
import { type ParcelNoteValues, ParcelPayment } from './ParcelPayment';
import { PARCEL_STEPS, type ParcelStep, ParcelSteps } from './ParcelSteps';
import { ParcelSummary } from './ParcelSummary';
import type { ParcelEndHandle, ParcelPlace } from './parcelEnd';
import { type SendOutcome, useSendParcel } from './useSendParcel';

/** Props of `ParcelForm`. */
export interface ParcelFormProps {
  /** Shows the confirmation in place, where no router opens its route. */
  onPlaced: (orderId: number) => void;
}

const noteSchema = v.object({ note: deliveryNoteSchema });

/** The steps Send parcel checks, in order, before the payment. */
const END_STEPS = ['what', 'from', 'to'] as const satisfies readonly ParcelStep[];

/**
 * Sending a parcel in four steps (what, from, to, pay), one shown at a time, each checked before
 * the next; the summary of the charge and Send parcel stand beside them on a wide screen and
 * under the last step on a phone. Every refusal is said where it can be fixed, losing nothing.
 */
export function ParcelForm({ onPlaced }: ParcelFormProps): ReactNode {
  useSignals();
  const t = useT();
  const { api, cache, checkout, locale, session, shop } = useSouq();
  const href = useStorefrontHref();
  const navigate = useRouterNavigate();
  const events = useSouqEvents();
  const id = useId();
  const sending = useSendParcel();
  const signedIn = session.isLoggedIn.value;
  // The profile as it is now: the sender's contact, and the wallet's balance.
  const { profile } = useFreshProfile();
  const senderContact = useMemo(
    () =>
      profile
        ? { name: `${profile.f_name} ${profile.l_name ?? ''}`.trim(), phone: profile.phone ?? '' }
        : null,
    [profile],
  );

  const categoriesKey = ['parcel', 'categories', locale.language.value];
  const readCategories = () => api.getParcelCategories({ silent: true });
  const categories = useServerQuery(categoriesKey, readCategories);
  const [step, setStep] = useState<ParcelStep>('what');
  const [reached, setReached] = useState(0);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [from, setFrom] = useState<ParcelPlace | null>(null);
  const [to, setTo] = useState<ParcelPlace | null>(null);
  const [payer, setPayer] = useState<ParcelChargePayer>('sender');
  const [method, setMethod] = useState<ParcelPaymentMethod | null>('cash_on_delivery');
  const [paymentProblem, setPaymentProblem] = useState<string | null>(null);
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const noteForm = useRuleForm<ParcelNoteValues>({
    schema: noteSchema,
    defaultValues: { note: '' },
  });
  const sender = useRef<ParcelEndHandle>(null);
  const receiver = useRef<ParcelEndHandle>(null);
  const categoryRadio = useRef<HTMLInputElement>(null);
  const methods = useRef<HTMLDivElement>(null);
  const headings = useRef<Partial<Record<ParcelStep, HTMLHeadingElement | null>>>({});
  const headingToFocus = useRef<ParcelStep | null>(null);
  const pressed = useRef(false);

  const list = categories.status === 'success' ? categories.data : [];
  const category = list.find((entry) => entry.id === categoryId) ?? null;
  const settings = checkout.settings.value;
  const zones = shop.zones.value;
  const quoteOf = (start: ParcelPlace | null, end: ParcelPlace | null): ParcelQuote | null => {
    const zone = start && zones.find((entry) => entry.id === start.zoneId);
    if (!start || !end || !zone || !category) return null;
    return parcelQuote({ from: start.point, to: end.point, category, zone, settings });
  };
  const quote = quoteOf(from, to);

  useEffect(() => {
    if (headingToFocus.current !== step) return;
    headingToFocus.current = null;
    headings.current[step]?.focus();
  }, [step]);

  /** Shows a step, its heading focused. */
  const open = (next: ParcelStep) => {
    headingToFocus.current = next;
    setStep(next);
    setReached((furthest) => Math.max(furthest, PARCEL_STEPS.indexOf(next)));
  };

  /** Shows a step at once, so what is said and focused next happens where the shopper looks. */
  const showNow = (next: ParcelStep) =>
    flushSync(() => {
      setStep(next);
      setReached((furthest) => Math.max(furthest, PARCEL_STEPS.indexOf(next)));
    });

  /** Checks a step, saying its problems and focusing the first. */
  const check = async (name: ParcelStep): Promise<boolean> => {
    switch (name) {
      case 'what':
        if (category !== null) return true;
        setCategoryError(t('Choose what you are sending'));
        categoryRadio.current?.focus();
        return false;
      case 'from':
        return (await sender.current?.validate()) != null;
      case 'to':
        return (await receiver.current?.validate()) != null;
      case 'pay':
        return true;
      default:
        return name satisfies never;
    }
  };

  const goOn = async () => {
    const index = PARCEL_STEPS.indexOf(step);
    const next = PARCEL_STEPS[index + 1];
    if (next && (await check(step))) open(next);
  };

  const changePayer = (next: ParcelChargePayer) => {
    setPayer(next);
    setPaymentProblem(null);
    // The receiver pays in cash: no other way is open to them.
    if (next === 'receiver') setMethod('cash_on_delivery');
  };

  const placed = (reply: OrderPlacedReply) => {
    events.dispatch('souq:order-place', { orderId: reply.order_id, total: reply.total_ammount });
    if (reply.redirect_link) leavePage(reply.redirect_link);
    else if (navigate) navigate(orderPlacedPath(reply.order_id, 'parcel'));
    else onPlaced(reply.order_id);
  };

  /** Says a refusal where it can be fixed: a field of one end, the category, the payment. */
  const sayRefusal = (outcome: Exclude<SendOutcome, { kind: 'placed' }>) => {
    const { error } = outcome;
    const message =
      error === null || error.status === 0
        ? t('The shop could not be reached. Check your connection and try again.')
        : (error.messages[0] ?? t('Order placement failed'));
    const code = outcome.kind === 'refused' ? (error?.code ?? '') : '';
    if (outcome.kind === 'total-changed') {
      // The rates may have changed: read them again, and the summary shows the new total.
      cache.invalidate(categoriesKey);
      cache.fetch(categoriesKey, readCategories).catch(() => undefined);
    }
    if (code === 'payment_method') {
      showNow('pay');
      setPaymentProblem(message);
      methods.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
      return;
    }
    if (code === 'parcel_category_id') {
      cache.invalidate(categoriesKey);
      cache.fetch(categoriesKey, readCategories).catch(() => undefined);
      showNow('what');
      setCategoryError(message);
      categoryRadio.current?.focus();
      return;
    }
    if (code.startsWith(RECEIVER_PREFIX)) {
      showNow('to');
      if (receiver.current?.showRefusal(code.slice(RECEIVER_PREFIX.length), message)) return;
    } else if (code !== 'coordinates' && code !== '') {
      showNow('from');
      if (sender.current?.showRefusal(code, message)) return;
    }
    // Anything else is said by Send parcel, which a phone shows on the last step only.
    showNow('pay');
    setSendProblem(message);
  };

  const sendChecked = async () => {
    setSendProblem(null);
    setPaymentProblem(null);
    const ready = {
      what: category !== null,
      from: sender.current?.isReady() ?? false,
      to: receiver.current?.isReady() ?? false,
    };
    const unready = END_STEPS.find((name) => !ready[name]);
    if (unready) {
      showNow(unready);
      await check(unready);
      return;
    }
    // Complete as they stand; checked once more for what they send (a zone check may still run).
    const senderEnd = await sender.current?.validate();
    if (!senderEnd) {
      showNow('from');
      await check('from');
      return;
    }
    const receiverEnd = await receiver.current?.validate();
    if (!receiverEnd) {
      showNow('to');
      await check('to');
      return;
    }
    if (!category) return;
    if (!(await noteForm.trigger())) {
      showNow('pay');
      noteForm.setFocus('note');
      return;
    }
    const charge = quoteOf(senderEnd.place, receiverEnd.place);
    const paidBy = payer === 'receiver' ? 'cash_on_delivery' : method;
    if (paidBy === null || charge === null) {
      showNow('pay');
      setPaymentProblem(t('Choose a payment method'));
      methods.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
      return;
    }
    const note = noteForm.getValues('note').trim();
    const body: ParcelOrderBody = {
      order_type: 'parcel',
      parcel_category_id: category.id,
      charge_payer: payer,
      payment_method: paidBy,
      order_amount: charge.total,
      ...senderEnd.fields,
      receiver_details: receiverEnd.fields,
      ...(note === '' ? {} : { delivery_instruction: note }),
      ...(paidBy === 'digital_payment'
        ? {
            // The payment page adds the order's id and the outcome; the kind says what follows.
            callback: new URL(href(`${PAYMENT_RETURN_PATH}?kind=parcel`), window.location.href)
              .href,
          }
        : {}),
    };
    const outcome = await sending.send(body);
    if (outcome.kind === 'placed') placed(outcome.reply);
    else sayRefusal(outcome);
  };

  const send = async () => {
    // A press while the steps are being checked is the same press.
    if (pressed.current) return;
    pressed.current = true;
    try {
      await sendChecked();
    } finally {
      pressed.current = false;
    }
  };

  const headingOf = (name: ParcelStep) => (
    <h2
      id={`${id}-${name}`}
      ref={(element) => {
        headings.current[name] = element;
      }}
      tabIndex={-1}
      className={css.sectionTitle}
    >
      {t('parcel_step_heading', { step: name })}
    </h2>
  );

  const stepActions = (name: ParcelStep) => {
    const index = PARCEL_STEPS.indexOf(name);
    const before = PARCEL_STEPS[index - 1];
    return (
      <div className={css.stepActions}>
        {before ? (
          <Button variant="secondary" onClick={() => open(before)}>
            {t('Back')}
          </Button>
        ) : (
          <span />
        )}
        {name === 'pay' ? null : <Button onClick={() => void goOn()}>{t('Continue')}</Button>}
      </div>
    );
  };

  return (
    <>
      <ParcelSteps current={step} reached={reached} onOpen={open} />
      <div className={css.layout}>
        <div>
          <section className={css.section} aria-labelledby={`${id}-what`} hidden={step !== 'what'}>
            {headingOf('what')}
            <CategoryChoice
              categories={categories}
              chosenId={categoryId}
              onChoose={(chosen) => {
                setCategoryId(chosen);
                setCategoryError(null);
              }}
              onRetry={() => {
                cache.invalidate(categoriesKey);
                cache.fetch(categoriesKey, readCategories).catch(() => undefined);
              }}
              labelledBy={`${id}-what`}
              error={categoryError}
              radioRef={categoryRadio}
            />
            {stepActions('what')}
          </section>
          <section className={css.section} aria-labelledby={`${id}-from`} hidden={step !== 'from'}>
            {headingOf('from')}
            <ParcelEnd
              role="sender"
              signedIn={signedIn}
              contact={senderContact}
              onPlaceChange={setFrom}
              handle={sender}
            />
            {stepActions('from')}
          </section>
          <section className={css.section} aria-labelledby={`${id}-to`} hidden={step !== 'to'}>
            {headingOf('to')}
            <ParcelEnd
              role="receiver"
              signedIn={signedIn}
              onPlaceChange={setTo}
              handle={receiver}
            />
            {stepActions('to')}
          </section>
          <section className={css.section} aria-labelledby={`${id}-pay`} hidden={step !== 'pay'}>
            {headingOf('pay')}
            <ParcelPayment
              payer={payer}
              onPayerChange={changePayer}
              method={method}
              onMethodChange={(chosen) => {
                setMethod(chosen);
                setPaymentProblem(null);
              }}
              total={quote?.total ?? null}
              noteForm={noteForm}
              problem={paymentProblem}
              methodsRef={methods}
            />
            {stepActions('pay')}
          </section>
        </div>
        <aside
          className={step === 'pay' ? css.aside : `${css.aside} ${css.asideAhead}`}
          aria-labelledby={`${id}-summary`}
        >
          <section className={css.section}>
            <h2 id={`${id}-summary`} className={css.sectionTitle}>
              {t('Order summary')}
            </h2>
            <ParcelSummary
              category={category}
              from={from}
              to={to}
              payer={payer}
              quote={quote}
              placing={sending.sending}
              onPlace={() => void send()}
              problem={sendProblem}
            />
          </section>
        </aside>
      </div>
    </>
  );
}
