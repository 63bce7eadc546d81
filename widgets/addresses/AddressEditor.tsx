import { type ReactNode, useEffect, useId, useState } from 'react';
import { isApiError } from '../../src/core/api/ApiError';
import type { SavedAddress } from '../../src/core/api/orderWire';
import { type DeliveryDraft, EMPTY_DELIVERY_DRAFT } from '../../src/core/checkout';
import {
  AddressFields,
  addressDraftOf,
  addressFormSchema,
  draftOfSavedAddress,
  FIELD_OF_CODE,
  useDeliveryLocation,
} from '../../src/ui/address';
import { Button } from '../../src/ui/Button';
import { SERVER_ERROR, useRuleForm } from '../../src/ui/form';
import { useOrderEndpoints, useSouq, useT } from '../../src/ui/souq';
import * as css from './Addresses.css';

/** Props of `AddressEditor`. */
export interface AddressEditorProps {
  /** The saved address to edit, or null to add a new one. */
  address: SavedAddress | null;
  /** Called once the server saved the address (`saved`), or when the shopper cancels. */
  onDone(saved: boolean): void;
}

/** A new address, with nothing to save "for later": this page saves it now. */
const NEW_ADDRESS: DeliveryDraft = { ...EMPTY_DELIVERY_DRAFT, saveForLater: false };

/**
 * The form that adds an address or edits a saved one (filled with it): the checkout's address
 * fields and location choice, checked by the same rules; the server's refusal of a field is said
 * on that field, any other above the buttons.
 */
export function AddressEditor({ address, onDone }: AddressEditorProps): ReactNode {
  const t = useT();
  const { toasts } = useSouq();
  const orders = useOrderEndpoints();
  const headingId = useId();
  const form = useRuleForm<DeliveryDraft>({
    schema: addressFormSchema,
    defaultValues: address ? draftOfSavedAddress(address) : NEW_ADDRESS,
  });
  const location = useDeliveryLocation(form);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  // The form takes the place of the button that opened it: its first field takes the focus.
  useEffect(() => form.setFocus('contactName'), [form]);

  const save = async () => {
    setAlert(null);
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    const zone = await location.zone.settled();
    if (zone.kind !== 'inside') {
      form.setFocus('zoneId');
      return;
    }
    const body = addressDraftOf(form.getValues());
    setSaving(true);
    try {
      // The form says a refusal in place, so the client shows no toast of its own.
      const reply = address
        ? await orders.updateAddress(address.id, body, { silent: true })
        : await orders.addAddress(body, { silent: true });
      toasts.success(reply.message);
      onDone(true);
    } catch (error) {
      const field = isApiError(error) && error.code ? FIELD_OF_CODE[error.code] : undefined;
      const message = isApiError(error) ? error.messages[0] : undefined;
      if (field && message) {
        form.setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true });
      } else setAlert(message ?? t('Something went wrong'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={css.editor} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.editorTitle}>
        {address ? t('Edit address') : t('Add a new address')}
      </h2>
      <form
        noValidate
        className={css.editorForm}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <AddressFields form={form} location={location} canSave={false} alert={alert} />
        <div className={css.editorActions}>
          <Button type="submit" loading={saving}>
            {t('Save address')}
          </Button>
          <Button variant="ghost" disabled={saving} onClick={() => onDone(false)}>
            {t('Cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
