import { useSignals } from '@preact/signals-react/runtime';
import { MapPinned, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../src/core/api/ApiError';
import type { SavedAddress } from '../../src/core/api/orderWire';
import { useSavedAddresses } from '../../src/ui/address';
import { Button } from '../../src/ui/Button';
import { profilePath } from '../../src/core/catalog';
import { PageNotice, RetryNotice, SignInNotice } from '../../src/ui/catalog';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { Icon } from '../../src/ui/Icon';
import { useOrderEndpoints, useSouq, useT } from '../../src/ui/souq';
import { AddressCard, AddressCardSkeleton } from './AddressCard';
import { AddressEditor } from './AddressEditor';
import * as css from './Addresses.css';

/** The route of this page, where sign-in brings a visitor back to. */
const ADDRESSES_PATH = profilePath('addresses');

/** How many stand-in cards show while the addresses load. */
const SKELETON_CARDS = 2;

/** What the page shows besides the list: nothing more, the form to add, or one to edit. */
type Editing = null | 'new' | SavedAddress;

/** Props of `Addresses`: none, the page shows the signed-in customer's own addresses. */
export type AddressesProps = Record<string, never>;

/**
 * My addresses (route `/profile?page=addresses`): the signed-in customer's saved addresses, each
 * with its kind, line, door details and contact, to add, edit (the form filled with it) and
 * delete (after a confirmation). A visitor is asked to sign in.
 */
export function Addresses(_props: AddressesProps): ReactNode {
  useSignals();
  const t = useT();
  const { session, toasts } = useSouq();
  const orders = useOrderEndpoints();
  const signedIn = session.isLoggedIn.value;
  const saved = useSavedAddresses(signedIn);
  const titleId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The button that opened the form or the dialog is gone once it closes: Add takes the focus.
  const [refocus, setRefocus] = useState(false);

  useEffect(() => {
    if (!refocus || editing !== null) return;
    setRefocus(false);
    addButton.current?.focus();
  }, [refocus, editing]);

  const reload = () => saved.reload().catch(() => undefined);

  const closeEditor = (changed: boolean) => {
    setEditing(null);
    setRefocus(true);
    if (changed) void reload();
  };

  const remove = async (address: SavedAddress) => {
    try {
      const reply = await orders.deleteAddress(address.id, { silent: true });
      toasts.success(reply.message);
    } catch (error) {
      toasts.error((isApiError(error) && error.messages[0]) || t('Something went wrong'));
      throw error;
    }
    setRefocus(true);
    await reload();
  };

  return (
    <div className={css.page} part="root">
      <h1 id={titleId} className={css.title}>
        {t('My Addresses')}
      </h1>
      {signedIn ? content() : <SignInNotice from={ADDRESSES_PATH} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('Are you sure you want to delete this address?')}
        description={deleting ? <bdi>{deleting.address}</bdi> : undefined}
        confirmLabel={t('Delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </div>
  );

  function content(): ReactNode {
    if (editing !== null) {
      return (
        <AddressEditor
          // A new form for each address, so the one edited before leaves nothing behind.
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          onDone={closeEditor}
        />
      );
    }
    return (
      <>
        <div className={css.toolbar}>
          <Button ref={addButton} onClick={() => setEditing('new')}>
            <Icon icon={Plus} size={18} />
            {t('Add a new address')}
          </Button>
        </div>
        <section aria-labelledby={titleId} aria-busy={saved.state.status === 'loading'}>
          {list()}
        </section>
      </>
    );
  }

  function list(): ReactNode {
    switch (saved.state.status) {
      case 'idle':
      case 'loading':
        return (
          <ul className={css.list} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins that never reorder
              <AddressCardSkeleton key={index} />
            ))}
          </ul>
        );
      case 'error':
        return (
          <RetryNotice
            message={t('Your saved addresses could not be loaded')}
            onRetry={() => void reload()}
          />
        );
      case 'success': {
        const addresses = saved.state.data.addresses;
        if (addresses.length === 0) {
          return (
            <PageNotice icon={MapPinned} message={t('You have no saved addresses yet.')}>
              <p className={css.emptyHint}>
                {t('Add the places you order to, and choose them at checkout in one tap.')}
              </p>
            </PageNotice>
          );
        }
        return (
          <ul className={css.list}>
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => setEditing(address)}
                onDelete={() => setDeleting(address)}
              />
            ))}
          </ul>
        );
      }
      default:
        return saved.state satisfies never;
    }
  }
}
