import { useSignals } from '@preact/signals-react/runtime';
import { Search } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { Icon } from '../../src/ui/Icon';
import { SEARCH_PAGE_PATH } from '../../src/core/search';
import { useSouq, useStorefrontHref, useT } from '../../src/ui/souq';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import { dropdownView, optionsOf, type SearchOption } from './dropdownView';
import * as css from './SearchBox.css';
import { SearchDropdown } from './SearchDropdown';
import { useAnnouncement } from './useAnnouncement';
import { useDropdownPosition } from './useDropdownPosition';
import { useSearchActions } from './useSearchActions';
import { useSuggestionRequester } from './useSuggestionRequester';

/** Props of `SearchBox`. */
export interface SearchBoxProps {
  /**
   * Runs a submitted search (trimmed, never empty) in the caller's router, as the storefront
   * does; without it the box goes to the storefront's `/search?name=…` page.
   */
  onSubmit?: ((name: string) => void) | undefined;
  /**
   * Opens a storefront route (a chosen item's product page, a store's page) in the caller's
   * router; without it the box loads that page.
   */
  onNavigate?: ((path: string) => void) | undefined;
  /** The hint inside the empty field; "Search" in the shopper's language by default. */
  placeholder?: string | undefined;
}

/** The option after (step 1) or before (step -1) `index`, wrapping; -1 means none is active. */
function stepFrom(index: number, step: 1 | -1, count: number): number {
  if (index < 0) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

/**
 * The search box (spec §2 "Search suggestions", §5 "Search"): a WAI-ARIA combobox. Focused
 * empty, it lists the recent searches; typing asks for item and store suggestions once typing
 * pauses for 500 ms, showing only the reply to the newest text, with the typed text marked.
 * Enter (or choosing a suggestion) saves the search and goes to the search page; an item opens
 * its product page and a store its store page. A `souq:search-submit` event is fired first,
 * which a partner page may cancel.
 */
export function SearchBox({ onSubmit, onNavigate, placeholder }: SearchBoxProps): ReactNode {
  useSignals();
  const t = useT();
  const toHref = useStorefrontHref();
  const { recentSearches } = useSouq();
  const baseId = useId();
  const input = useRef<HTMLInputElement>(null);
  const requester = useSuggestionRequester();
  const actions = useSearchActions({ onSubmit, onNavigate, input });
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const view = dropdownView(text, requester.state.value, recentSearches.shown.value);
  const options = optionsOf(view);
  const activeIndex = Math.min(active, options.length - 1);
  const showing = open && view.kind !== 'nothing';
  const hasListbox = showing && options.length > 0;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const announcement = useAnnouncement(view, showing, options.length);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const { refs, floatingStyles } = useDropdownPosition(showing);
  const focusInput = useCallback(() => input.current?.focus(), []);

  const openDropdown = () => {
    setOpen(true);
    // Suggestions dropped by an earlier submit are asked for again; fresh ones are kept.
    if (text.trim() !== '') requester.request(text);
  };

  const changeText = (value: string) => {
    setText(value);
    setActive(-1);
    setOpen(true);
    requester.request(value);
  };

  const finish = (shownText: string) => {
    setText(shownText);
    close();
    requester.cancel();
  };

  const choose = (option: SearchOption) => {
    switch (option.kind) {
      case 'recent':
        finish(option.term);
        actions.submit(option.term);
        return;
      case 'item':
        finish(option.item.name);
        actions.openItem(option.item);
        return;
      case 'store':
        finish(option.store.name);
        actions.openStore(option.store);
        return;
      default:
        option satisfies never;
    }
  };

  const chooseAt = (index: number) => {
    const option = options[index];
    if (option) choose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const current = showing ? options[activeIndex] : undefined;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!showing) openDropdown();
        if (options.length > 0) {
          setActive(stepFrom(showing ? activeIndex : -1, step, options.length));
        }
        return;
      }
      case 'Home':
      case 'End':
        // With no option active these keys stay the caret's.
        if (current === undefined) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : options.length - 1);
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
        // The caret moves the way the text reads; the options let go of the keyboard.
        setActive(-1);
        return;
      case 'Enter':
        event.preventDefault();
        if (current) choose(current);
        else if (text.trim() !== '') {
          finish(text);
          actions.submit(text);
        }
        return;
      case 'Escape':
        if (showing) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
          requester.request('');
        }
        return;
      case 'Delete':
        if (current?.kind !== 'recent') return;
        event.preventDefault();
        recentSearches.remove(current.term);
        return;
      default:
        return;
    }
  };

  // A press inside the dropdown leaves the focus in the input, where typing goes on.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  // Leaving the box and its dropdown (Tab past them, a press elsewhere) closes the dropdown.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) close();
  };

  const onDropdownKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    // Focusing the input opens the dropdown, so it is closed after.
    focusInput();
    close();
  };

  return (
    <div className={css.root} onBlur={onBlur}>
      {/* A page the server rendered searches before its code has run, as a plain form: Enter
          opens the search page. Once it runs, the key handler takes Enter instead. */}
      <form
        ref={refs.setReference}
        className={css.field}
        part="field"
        action={toHref(SEARCH_PAGE_PATH)}
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <Icon icon={Search} className={css.fieldIcon} />
        <input
          ref={input}
          type="search"
          role="combobox"
          name="name"
          className={css.input}
          part="input"
          value={text}
          placeholder={placeholder ?? t('Search')}
          aria-label={t('Search')}
          aria-autocomplete="list"
          aria-expanded={hasListbox}
          aria-controls={hasListbox ? listboxId : undefined}
          aria-activedescendant={hasListbox && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => changeText(event.target.value)}
          onFocus={openDropdown}
          onClick={openDropdown}
          onKeyDown={onKeyDown}
        />
      </form>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {showing && (
        <div
          ref={refs.setFloating}
          className={css.dropdown}
          part="suggestions"
          // Positions are measured at run time, so they cannot live in a stylesheet.
          style={floatingStyles}
          onMouseDown={keepFocus}
          onKeyDown={onDropdownKeyDown}
        >
          <SearchDropdown
            view={view}
            listboxId={listboxId}
            query={text}
            activeIndex={activeIndex}
            optionId={optionId}
            onChoose={chooseAt}
            onCleared={close}
            focusInput={focusInput}
          />
        </div>
      )}
    </div>
  );
}
