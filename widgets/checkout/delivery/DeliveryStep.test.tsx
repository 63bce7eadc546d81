import { screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src/core/i18n';
import { withSavedAddresses } from '../../../src/ui/address/savedAddresses.fixtures';
import { renderOnShop, seriousViolations } from '../../../src/ui/testing';
import { DeliveryStep } from './DeliveryStep';
import {
  type DeliveryChoice,
  type DeliveryDraft,
  type DeliveryStepHandle,
  EMPTY_DELIVERY_DRAFT,
} from './deliveryTypes';

/** A point in the fake shop's Cairo zone, by its one store on Tahrir Square. */
const TAHRIR = { latitude: 30.05, longitude: 31.24 };
/** Riyadh: outside the fake shop's every zone. */
const RIYADH = { latitude: 24.7136, longitude: 46.6753 };

/** What the harness records of the step. */
interface Recorded {
  drafts: DeliveryDraft[];
  choices: (DeliveryChoice | null)[];
  validated: (DeliveryChoice | null)[];
  savedIds: (number | null)[];
}

/** The step as the checkout holds it: the draft and saved address in state, and Place order. */
function Checkout({
  signedIn,
  initial = EMPTY_DELIVERY_DRAFT,
  recorded,
}: {
  signedIn: boolean;
  initial?: DeliveryDraft | undefined;
  recorded: Recorded;
}): ReactNode {
  const [draft, setDraft] = useState(initial);
  const [savedId, setSavedId] = useState<number | null>(null);
  const step = useRef<DeliveryStepHandle>(null);
  return (
    <>
      <DeliveryStep
        signedIn={signedIn}
        draft={draft}
        onDraftChange={(next) => {
          recorded.drafts.push(next);
          setDraft(next);
        }}
        savedAddressId={savedId}
        onSavedAddressChange={(id) => {
          recorded.savedIds.push(id);
          setSavedId(id);
        }}
        onChoiceChange={(choice) => recorded.choices.push(choice)}
        handle={step}
      />
      <button
        type="button"
        onClick={async () => recorded.validated.push((await step.current?.validate()) ?? null)}
      >
        Place order
      </button>
    </>
  );
}

const record = (): Recorded => ({ drafts: [], choices: [], validated: [], savedIds: [] });

/** Gives the page a browser position: a point, or the browser's refusal. */
function stubGeolocation(answer: { latitude: number; longitude: number } | 1 | 2 | 3) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((found, failed) => {
    if (typeof answer === 'number') {
      failed?.({
        code: answer,
        message: 'stub',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
    } else {
      found({ coords: answer, timestamp: Date.now() } as GeolocationPosition);
    }
  });
  vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({
    getCurrentPosition,
  } as unknown as Geolocation);
  return getCurrentPosition;
}

type Fetch = typeof globalThis.fetch;

/** A shop whose saved address list fails to answer. */
const withFailingList =
  (shopFetch: Fetch): Fetch =>
  async (input, init) =>
    String(input).includes('/customer/address/list')
      ? Response.json(
          { errors: [{ code: 'x', message: 'Internal server error' }] },
          { status: 500 },
        )
      : shopFetch(input, init);

async function renderStep(
  options: {
    signedIn?: boolean;
    language?: Locale;
    initial?: DeliveryDraft | undefined;
    wrap?: (shopFetch: Fetch) => Fetch;
  } = {},
) {
  const recorded = record();
  const rendered = await renderOnShop(
    <Checkout signedIn={options.signedIn ?? false} initial={options.initial} recorded={recorded} />,
    {
      language: options.language ?? 'en',
      ...(options.signedIn ? { token: 'x' } : {}),
      ...(options.wrap ? { wrap: options.wrap } : {}),
    },
  );
  return { ...rendered, recorded };
}

type User = Awaited<ReturnType<typeof renderStep>>['user'];

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** The text of the error a field points at. */
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function fillContact(user: User) {
  await user.type(field(/Contact person name/), 'Mona Adel');
  await user.type(field(/Contact person number/), '+201012345678');
}

/** Presses Place order and waits for what the step's validation resolved. */
async function placeOrder(user: User, recorded: Recorded) {
  const before = recorded.validated.length;
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(recorded.validated).toHaveLength(before + 1));
  return recorded.validated[before] ?? null;
}

describe('given a guest', () => {
  it('asks for the contact and the address at once, with nothing to save', async () => {
    await renderStep();
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeTruthy();
    expect(field(/Contact person name/)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Save this address for next time' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Home' })).toHaveProperty('checked', true);
  });

  it('resolves the written address with its point and zone, and said each change', async () => {
    stubGeolocation(TAHRIR);
    const { user, recorded } = await renderStep();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(screen.getByText('We deliver to Cairo')).toBeTruthy());
    await user.type(field('Street'), 'Qasr El Nil');
    await user.type(field('House number'), '12');
    await user.click(screen.getByRole('radio', { name: 'Office' }));
    await user.type(field(/Address label/), 'Work');

    const expected: DeliveryChoice = {
      kind: 'new',
      zoneId: 1,
      address: {
        address_type: 'office',
        contact_person_name: 'Mona Adel',
        contact_person_number: '+201012345678',
        address: 'Work — Tahrir Square, Cairo, Cairo',
        latitude: 30.05,
        longitude: 31.24,
        road: 'Qasr El Nil',
        house: '12',
      },
    };
    await waitFor(() => expect(recorded.choices.at(-1)).toEqual(expected));
    expect(await placeOrder(user, recorded)).toEqual(expected);
    expect(recorded.drafts.at(-1)).toMatchObject({
      contactName: 'Mona Adel',
      label: 'Work',
      latitude: '30.05',
      longitude: '31.24',
      zoneId: '1',
    });
  });

  it('says each missing field in place, focuses the first and resolves nothing', async () => {
    const { user, recorded } = await renderStep();
    expect(await placeOrder(user, recorded)).toBeNull();
    const name = field(/Contact person name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toContain('Contact person name is required');
    expect(errorOf(field(/Contact person number/))).toContain('Phone number is required');
    expect(errorOf(field(/^Address\*?$/))).toContain('Delivery address is required');
    expect(errorOf(field(/Latitude/))).toContain('Location is required');
    expect(recorded.choices.every((choice) => choice === null)).toBe(true);
  });

  it('refuses a street past its limit, and a label that makes the line too long', async () => {
    const { user, recorded } = await renderStep({
      initial: {
        ...EMPTY_DELIVERY_DRAFT,
        contactName: 'Mona Adel',
        contactPhone: '+201012345678',
        latitude: '30.05',
        longitude: '31.24',
        zoneId: '1',
      },
    });
    await user.click(field('Street'));
    await user.paste('x'.repeat(101));
    expect(await placeOrder(user, recorded)).toBeNull();
    await waitFor(() =>
      expect(errorOf(field('Street'))).toContain('Street must be at most 100 characters'),
    );
    expect(field('Street')).toHaveProperty('value', 'x'.repeat(101));
    await user.clear(field('Street'));
    await user.click(field(/^Address\*?$/));
    await user.paste('y'.repeat(250));
    await user.click(field(/Address label/));
    await user.paste('Home of Mona');
    expect(await placeOrder(user, recorded)).toBeNull();
    await waitFor(() =>
      expect(errorOf(field(/^Address\*?$/))).toContain(
        'The label and the address together must be at most 255 characters',
      ),
    );
  });
});

describe('given the browser’s position', () => {
  it('fills the coordinates and the address line the shop names it by', async () => {
    const asked = stubGeolocation(TAHRIR);
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(field(/Latitude/)).toHaveProperty('value', '30.05'));
    expect(field(/Longitude/)).toHaveProperty('value', '31.24');
    expect(field(/Latitude/)).toHaveProperty('readOnly', true);
    await waitFor(() =>
      expect(field(/^Address\*?$/)).toHaveProperty('value', 'Tahrir Square, Cairo, Cairo'),
    );
    expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveProperty('value', '1');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('keeps an address line the shopper wrote', async () => {
    stubGeolocation(TAHRIR);
    const { user } = await renderStep();
    await user.type(field(/^Address\*?$/), '7 Champollion Street');
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(screen.getByText('We deliver to Cairo')).toBeTruthy());
    expect(field(/^Address\*?$/)).toHaveProperty('value', '7 Champollion Street');
  });

  it('says so when the shopper denied the permission, and how to go on', async () => {
    stubGeolocation(1);
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Location permission denied');
    expect(alert.textContent).toContain('choose your zone and area');
    expect(field(/Latitude/)).toHaveProperty('value', '');
  });

  it('says so when the browser could not find the position in time', async () => {
    stubGeolocation(3);
    const { user } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your location could not be found. Try again, or choose your zone and area.',
    );
  });

  it('offers no such button where the browser has no geolocation', async () => {
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(undefined as unknown as Geolocation);
    await renderStep();
    expect(screen.queryByRole('button', { name: 'Use my current location' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Zone' })).toBeTruthy();
  });

  it('refuses a point outside every zone in place', async () => {
    stubGeolocation(RIYADH);
    const { user, recorded } = await renderStep();
    await fillContact(user);
    await user.type(field(/^Address\*?$/), 'King Fahd Road');
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You can't add address in this country",
    );
    expect(await placeOrder(user, recorded)).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Zone' })),
    );
    expect(recorded.choices.at(-1)).toBeNull();
  });
});

describe('given a zone and an area', () => {
  it('puts the point at the zone’s centre, then at the area chosen from the search', async () => {
    const { user } = await renderStep();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zone' }), 'Cairo');
    await waitFor(() => expect(field(/Latitude/)).toHaveProperty('value', '30.0444'));
    expect(field(/Longitude/)).toHaveProperty('value', '31.2357');
    await waitFor(() => expect(screen.getByText('We deliver to Cairo')).toBeTruthy());

    const area = screen.getByRole('combobox', { name: 'Area' });
    await user.type(area, 'tahrir');
    const option = await screen.findByRole('option', { name: /Tahrir Square/ }, { timeout: 2000 });
    expect(within(option).getByText('Cairo')).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      '1 place found',
    );
    await user.keyboard('{ArrowDown}');
    expect(area.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(field(/Latitude/)).toHaveProperty('value', '30.05'));
    expect(field(/Longitude/)).toHaveProperty('value', '31.24');
    expect(field(/^Address\*?$/)).toHaveProperty('value', 'Tahrir Square, Cairo, Cairo');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says when no place of the zone has the name', async () => {
    const { user } = await renderStep();
    await user.type(screen.getByRole('combobox', { name: 'Area' }), 'zzqqxx');
    await waitFor(
      () =>
        expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
          'No places found',
        ),
      { timeout: 2000 },
    );
    expect(screen.getByRole('combobox', { name: 'Area' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('given a signed-in customer with saved addresses', () => {
  it('lists them with their type, contact and address, the newest chosen', async () => {
    const { recorded } = await renderStep({ signedIn: true, wrap: withSavedAddresses });
    const office = await screen.findByRole('radio', { name: /5 Tahrir Square/ });
    const home = screen.getByRole('radio', { name: /12 Nile Street/ });
    expect(home.closest('label')?.textContent).toContain('12 Nile Street, Garden City');
    expect(home.closest('label')?.textContent).toContain('House number: 12 · Floor: 3');
    expect(home.closest('label')?.textContent).toContain('Mona Adel');
    await waitFor(() => expect(office).toHaveProperty('checked', true));
    expect(recorded.choices.at(-1)).toMatchObject({
      kind: 'saved',
      address: { address_type: 'office' },
    });
  });

  it('resolves the address the customer picks', async () => {
    const { user, recorded } = await renderStep({ signedIn: true, wrap: withSavedAddresses });
    await user.click(await screen.findByRole('radio', { name: /12 Nile Street/ }));
    expect(screen.getByRole('radio', { name: /12 Nile Street/ })).toHaveProperty('checked', true);
    const choice = await placeOrder(user, recorded);
    expect(choice).toMatchObject({
      kind: 'saved',
      address: { address: '12 Nile Street, Garden City', contact_person_name: 'Mona Adel' },
    });
    expect(recorded.savedIds.at(-1)).toBe(choice?.kind === 'saved' ? choice.address.id : -1);
  });

  it('opens the new-address form in place, and goes back to the address chosen', async () => {
    const { user, recorded } = await renderStep({ signedIn: true, wrap: withSavedAddresses });
    await user.click(await screen.findByRole('radio', { name: /12 Nile Street/ }));
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    await waitFor(() => expect(document.activeElement).toBe(field(/Contact person name/)));
    expect(screen.queryByRole('radio', { name: /5 Tahrir Square/ })).toBeNull();
    expect(recorded.savedIds.at(-1)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose a saved address' }));
    const home = await screen.findByRole('radio', { name: /12 Nile Street/ });
    await waitFor(() => expect(home).toHaveProperty('checked', true));
    expect(document.activeElement).toBe(home);
  });
});

describe('given a signed-in customer with no saved address', () => {
  it('shows the form at once and saves the new address when the step validates', async () => {
    stubGeolocation(TAHRIR);
    const { user, recorded, shop } = await renderStep({ signedIn: true });
    const save = await screen.findByRole('checkbox', { name: 'Save this address for next time' });
    expect(save).toHaveProperty('checked', true);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(screen.getByText('We deliver to Cairo')).toBeTruthy());

    const choice = await placeOrder(user, recorded);
    expect(choice).toMatchObject({
      kind: 'saved',
      address: {
        address: 'Tahrir Square, Cairo, Cairo',
        contact_person_name: 'Mona Adel',
        zone_id: 1,
      },
    });
    expect(shop.calls.filter((call) => call.path.endsWith('/customer/address/add'))).toHaveLength(
      1,
    );
    expect(await screen.findByRole('radio', { name: /Tahrir Square, Cairo/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(recorded.drafts.at(-1)).toMatchObject({
      address: '',
      latitude: '',
      contactName: 'Mona Adel',
    });
  });

  it('sends the address with the order alone when the box is cleared', async () => {
    stubGeolocation(TAHRIR);
    const { user, recorded, shop } = await renderStep({ signedIn: true });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Save this address for next time' }),
    );
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(screen.getByText('We deliver to Cairo')).toBeTruthy());
    expect(await placeOrder(user, recorded)).toMatchObject({ kind: 'new', zoneId: 1 });
    expect(shop.calls.some((call) => call.path.endsWith('/customer/address/add'))).toBe(false);
  });
});

describe('given saved addresses that fail to load', () => {
  it('says so with Try again, which reads them again', async () => {
    let failing = true;
    const { user, recorded } = await renderStep({
      signedIn: true,
      wrap: (shopFetch) => {
        const failingFetch = withFailingList(shopFetch);
        return (input, init) => (failing ? failingFetch(input, init) : shopFetch(input, init));
      },
    });
    expect(await screen.findByText('Your saved addresses could not be loaded')).toBeTruthy();
    expect(await placeOrder(user, recorded)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Contact person name/ })).toBeTruthy();
  });
});

describe('given a draft the checkout kept', () => {
  it('fills the form from it and reports its choice without asking the zone again', async () => {
    const { recorded, shop } = await renderStep({
      initial: {
        ...EMPTY_DELIVERY_DRAFT,
        contactName: 'Mona Adel',
        contactPhone: '+201012345678',
        address: '12 Nile Street',
        latitude: '30.05',
        longitude: '31.24',
        zoneId: '1',
      },
    });
    expect(field(/Contact person name/)).toHaveProperty('value', 'Mona Adel');
    await waitFor(() => expect(recorded.choices.at(-1)).toMatchObject({ kind: 'new', zoneId: 1 }));
    expect(shop.calls.some((call) => call.path.endsWith('/config/get-zone-id'))).toBe(false);
  });
});

describe('given the Arabic storefront', () => {
  it('labels the form and says its errors in Arabic', async () => {
    const { user, recorded, container } = await renderStep({ language: 'ar' });
    expect(screen.getByRole('heading', { name: 'عنوان التوصيل' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'المنزل' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'القاهرة' })).toBeTruthy();
    expect(await placeOrder(user, recorded)).toBeNull();
    const name = field(/اسم المستلم/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(name)).not.toBe('');
    expect(errorOf(name)).not.toMatch(/[A-Za-z]/);
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});

describe('given the step with its errors showing', () => {
  it('has no serious accessibility violations', async () => {
    stubGeolocation(1);
    const { user, recorded, container } = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await screen.findByRole('alert');
    await placeOrder(user, recorded);
    await waitFor(() =>
      expect(field(/Contact person name/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(await seriousViolations(container)).toEqual([]);
  });
});
