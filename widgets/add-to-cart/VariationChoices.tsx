import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import type { ChoiceOption, Item, ItemVariation } from '../../src/core/api/wire';
import { optionOutlook, type Picks, pickedVariation, unpickedGroups } from '../../src/core/cart';
import { unitPrice } from '../../src/core/pricing';
import { Price } from '../../src/ui/Price';
import { useSouq, useT } from '../../src/ui/souq';
import * as css from './VariationChoices.css';

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
  // The input focused first: the picked option, else the first one in stock.
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

/** The shopper's picks among an item's choice groups, and what they lead to. */
export interface VariationChoice {
  picks: Picks;
  /** The variation the picks name once every group has one. */
  variation: ItemVariation | undefined;
  /** The groups still unpicked after the shopper tried to confirm (shown as errors). */
  missing: number[];
  /** Every group is picked but no variation has that combination. */
  unmatched: boolean;
  pick: (index: number, option: string) => void;
  /**
   * The chosen variation; undefined (with the first unpicked group focused, or `unmatched` set)
   * while the picks name none.
   */
  confirm: () => ItemVariation | undefined;
  /** Forgets the picks, e.g. once the choice was added. */
  reset: () => void;
  /** The element holding the groups, to focus the first unpicked one. */
  container: RefObject<HTMLElement | null>;
}

/**
 * The state of choosing an item's variation (spec §5): one pick per group, checked when the
 * shopper confirms. Shared by the add-to-cart sheet and the product page's buy box.
 */
export function useVariationChoice(item: Item): VariationChoice {
  const [picks, setPicks] = useState<Picks>([]);
  const [checked, setChecked] = useState(false);
  const [unmatched, setUnmatched] = useState(false);
  const container = useRef<HTMLElement>(null);
  const groups = item.choice_options ?? [];
  return {
    picks,
    variation: pickedVariation(item, picks),
    missing: checked ? unpickedGroups(item, picks) : [],
    unmatched,
    container,
    pick: (index, option) => {
      setPicks((current) => groups.map((_, group) => (group === index ? option : current[group])));
      setUnmatched(false);
    },
    confirm: () => {
      setChecked(true);
      const [firstMissing] = unpickedGroups(item, picks);
      if (firstMissing !== undefined) {
        container.current
          ?.querySelector<HTMLInputElement>(
            `[data-choice-group="${firstMissing}"] input:not(:disabled)`,
          )
          ?.focus();
        return undefined;
      }
      const variation = pickedVariation(item, picks);
      if (!variation) setUnmatched(true);
      return variation;
    },
    reset: () => {
      setPicks([]);
      setChecked(false);
      setUnmatched(false);
    },
  };
}

/** Props of `VariationChoices`. */
export interface VariationChoicesProps {
  item: Item;
  choice: VariationChoice;
  /** Given the first group's first choosable input, e.g. for a sheet's initial focus. */
  firstInput?: RefObject<HTMLInputElement | null> | undefined;
}

/**
 * An item's choice groups, each a radio group of its options with their own prices, out-of-stock
 * combinations disabled (grocery variations are single-choice, so each group takes exactly one),
 * and the message when the picks name no variation.
 */
export function VariationChoices({ item, choice, firstInput }: VariationChoicesProps): ReactNode {
  const t = useT();
  return (
    <>
      {(item.choice_options ?? []).map((group, index) => (
        <OptionGroup
          key={group.name ?? group.title}
          item={item}
          picks={choice.picks}
          index={index}
          choice={group}
          missing={choice.missing.includes(index)}
          onPick={choice.pick}
          firstInput={index === 0 ? firstInput : undefined}
        />
      ))}
      {choice.unmatched ? (
        <p role="alert" className={css.error}>
          {t('This variation does not exist')}
        </p>
      ) : null}
    </>
  );
}
