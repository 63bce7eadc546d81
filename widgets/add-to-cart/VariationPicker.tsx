import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import type { ChoiceOption, Item, ItemVariation } from '../../src/core/api/wire';
import { optionOutlook, type Picks, pickedVariation, unpickedGroups } from '../../src/core/cart';
import { unitPrice } from '../../src/core/pricing';
import { useSouqEvents } from '../../src/elements/host/useSouqEvents';
import { Button } from '../../src/ui/Button';
import { Price } from '../../src/ui/Price';
import { SideSheet } from '../../src/ui/SideSheet';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './VariationPicker.css';

/** Props of `VariationPicker`. */
export interface VariationPickerProps {
  /** The item whose variation is chosen; its `choice_options` are the groups. */
  item: Item;
  /** How many units the chosen variation is added with. */
  quantity: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One option of a group as the shopper sees it: the name, the price, and whether it is in stock. */
function OptionRow({
  item,
  name,
  option,
  picked,
  available,
  priced,
  onPick,
  inputRef,
}: {
  item: Item;
  name: string;
  option: string;
  picked: boolean;
  available: boolean;
  priced: ItemVariation | undefined;
  onPick: () => void;
  inputRef: RefObject<HTMLInputElement | null> | undefined;
}): ReactNode {
  useSignals();
  const t = useT();
  const digits = useSouq().shop.priceFormat.value.digit_after_decimal_point;
  return (
    <label className={css.option} data-disabled={available ? undefined : true}>
      <input
        ref={inputRef}
        type="radio"
        className={css.radio}
        name={name}
        value={option}
        checked={picked}
        disabled={!available}
        onChange={onPick}
      />
      <span className={css.optionName}>{option}</span>
      {available ? null : <span className={css.soldOut}>{t('Out of stock')}</span>}
      {priced ? (
        <Price
          className={css.optionPrice}
          amount={unitPrice({ ...item, selectedOption: [priced] }, digits)}
          original={priced.price}
        />
      ) : null}
    </label>
  );
}

/** One choice group: a radio group of its options; exactly one must be picked. */
function OptionGroup({
  item,
  picks,
  index,
  choice,
  missing,
  onPick,
  firstInput,
}: {
  item: Item;
  picks: Picks;
  index: number;
  choice: ChoiceOption;
  missing: boolean;
  onPick: (index: number, option: string) => void;
  firstInput: RefObject<HTMLInputElement | null> | undefined;
}): ReactNode {
  const t = useT();
  const name = useId();
  const errorId = useId();
  const outlooks = choice.options.map((option) => optionOutlook(item, picks, index, option));
  // The input the sheet focuses first: the picked option, else the first one in stock.
  const picked = choice.options.indexOf(picks[index] ?? '');
  const focusIndex = picked >= 0 ? picked : outlooks.findIndex((outlook) => outlook.available);
  return (
    <fieldset
      role="radiogroup"
      aria-required="true"
      aria-invalid={missing || undefined}
      aria-describedby={missing ? errorId : undefined}
      className={css.group}
      data-choice-group={index}
    >
      <legend className={css.legend}>{choice.title}</legend>
      {choice.options.map((option, position) => (
        <OptionRow
          key={option}
          item={item}
          name={name}
          option={option}
          picked={picks[index] === option}
          available={outlooks[position]?.available ?? false}
          priced={outlooks[position]?.priced}
          onPick={() => onPick(index, option)}
          inputRef={position === focusIndex ? firstInput : undefined}
        />
      ))}
      {missing ? (
        <p id={errorId} className={css.error}>
          {t('Choose one option')}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A sheet from the bottom edge to choose an item's variation: one radio group per choice group
 * (grocery variations are single-choice, so each takes exactly one), each option with its price,
 * out-of-stock combinations disabled. Confirming adds the named variation to the cart; a refusal
 * (out of stock, already in the cart) is toasted by the cart and leaves the sheet open.
 */
export function VariationPicker({
  item,
  quantity,
  open,
  onOpenChange,
}: VariationPickerProps): ReactNode {
  const t = useT();
  const { cart } = useSouq();
  const events = useSouqEvents();
  const formId = useId();
  const [picks, setPicks] = useState<Picks>([]);
  const [checked, setChecked] = useState(false);
  const [unmatched, setUnmatched] = useState(false);
  const [adding, setAdding] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const groups = item.choice_options ?? [];
  const missing = checked ? unpickedGroups(item, picks) : [];

  const pick = (index: number, option: string) => {
    setPicks((current) => groups.map((_, group) => (group === index ? option : current[group])));
    setUnmatched(false);
  };

  const focusGroup = (index: number) => {
    form.current
      ?.querySelector<HTMLInputElement>(`[data-choice-group="${index}"] input:not(:disabled)`)
      ?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    setChecked(true);
    const [firstMissing] = unpickedGroups(item, picks);
    if (firstMissing !== undefined) {
      focusGroup(firstMissing);
      return;
    }
    const variation = pickedVariation(item, picks);
    if (!variation) {
      setUnmatched(true);
      return;
    }
    setAdding(true);
    const line = { ...item, quantity, selectedOption: [variation] };
    const added = await cart.add(line);
    setAdding(false);
    if (!added) return;
    events.dispatchLine('souq:item-add', line);
    setPicks([]);
    setChecked(false);
    onOpenChange(false);
  };

  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      side="bottom"
      title={item.name}
      description={t('Choose a variation of this item')}
      initialFocus={firstInput}
      part="panel"
      footer={
        <Button type="submit" form={formId} fullWidth loading={adding}>
          {t('Add to Cart')}
        </Button>
      }
    >
      <form
        ref={form}
        id={formId}
        noValidate
        className={css.form}
        onSubmit={(event) => void submit(event)}
      >
        {groups.map((choice, index) => (
          <OptionGroup
            key={choice.name ?? choice.title}
            item={item}
            picks={picks}
            index={index}
            choice={choice}
            missing={missing.includes(index)}
            onPick={pick}
            firstInput={index === 0 ? firstInput : undefined}
          />
        ))}
        {unmatched ? (
          <p role="alert" className={css.error}>
            {t('This variation does not exist')}
          </p>
        ) : null}
      </form>
    </SideSheet>
  );
}
