import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { action } from 'storybook/actions';
import { withSavedAddresses } from '../../../src/ui/address/savedAddresses.fixtures';
import { shopStoryIn } from '../../../stories/shopStory';
import { callsFail, callsNeverAnswer } from '../../../stories/storyCalls';
import { DeliveryStep } from './DeliveryStep';
import { type DeliveryDraft, type DeliveryStepHandle, EMPTY_DELIVERY_DRAFT } from './deliveryTypes';

/** Props of the story's checkout stand-in. */
interface DeliveryStepStoryProps {
  signedIn: boolean;
  /** The draft the checkout kept; empty by default. */
  initial?: DeliveryDraft | undefined;
  /** Validates once shown, as Place order would: the step's errors show. */
  validateAtOnce?: boolean;
}

/** The step as the checkout holds it: the draft and the saved address kept in state. */
function DeliveryStepStory({
  signedIn,
  initial,
  validateAtOnce,
}: DeliveryStepStoryProps): ReactNode {
  const [draft, setDraft] = useState(initial ?? EMPTY_DELIVERY_DRAFT);
  const [savedId, setSavedId] = useState<number | null>(null);
  const step = useRef<DeliveryStepHandle>(null);
  useEffect(() => {
    if (validateAtOnce) void step.current?.validate();
  }, [validateAtOnce]);
  return (
    <DeliveryStep
      signedIn={signedIn}
      draft={draft}
      onDraftChange={setDraft}
      savedAddressId={savedId}
      onSavedAddressChange={setSavedId}
      onChoiceChange={action('choice')}
      handle={step}
    />
  );
}

const addressList = (path: string) => path === '/api/v1/customer/address/list';

/** A draft a guest filled in Cairo, by its one store on Tahrir Square. */
const FILLED: DeliveryDraft = {
  ...EMPTY_DELIVERY_DRAFT,
  addressType: 'office',
  label: 'Work',
  contactName: 'Mona Adel',
  contactPhone: '+201012345678',
  address: 'Tahrir Square, Cairo',
  road: 'Qasr El Nil',
  house: '12',
  floor: '3',
  latitude: '30.05',
  longitude: '31.24',
  zoneId: '1',
};

const meta = {
  title: 'Pages/Checkout/DeliveryStep',
  component: DeliveryStepStory,
  args: { signedIn: false },
} satisfies Meta<typeof DeliveryStepStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A guest's empty form, in Arabic (right to left) on the light theme. */
export const GuestArabicLight: Story = shopStoryIn('ar', 'light');

/** The same form in Arabic on the dark theme. */
export const GuestArabicDark: Story = shopStoryIn('ar', 'dark');

/** The same form in English on the light theme. */
export const GuestEnglishLight: Story = shopStoryIn('en', 'light');

/** The same form in English on the dark theme. */
export const GuestEnglishDark: Story = shopStoryIn('en', 'dark');

/** A guest's address read back from the checkout's draft: complete, in the Cairo zone. */
export const GuestFilled: Story = { args: { initial: FILLED }, ...shopStoryIn('en', 'light') };

/** Place order pressed on an empty form: every missing field says so in place. */
export const ErrorsShowing: Story = {
  args: { validateAtOnce: true },
  ...shopStoryIn('en', 'light'),
};

/** The same errors in Arabic on the dark theme. */
export const ErrorsShowingArabicDark: Story = {
  args: { validateAtOnce: true },
  ...shopStoryIn('ar', 'dark'),
};

/** A point in Riyadh, outside every zone of the shop: refused in place. */
export const OutsideEveryZone: Story = {
  args: {
    initial: { ...FILLED, latitude: '24.7136', longitude: '46.6753', zoneId: '' },
  },
  ...shopStoryIn('en', 'light'),
};

/** A customer with two saved addresses, the newest chosen. */
export const CustomerWithSavedAddresses: Story = {
  args: { signedIn: true },
  ...shopStoryIn('en', 'light', { signedIn: true, wrapFetch: withSavedAddresses }),
};

/** The same customer in Arabic on the dark theme. */
export const CustomerWithSavedAddressesArabicDark: Story = {
  args: { signedIn: true },
  ...shopStoryIn('ar', 'dark', { signedIn: true, wrapFetch: withSavedAddresses }),
};

/** A customer with no saved address: the form at once, to be saved for next time. */
export const CustomerWithoutSavedAddresses: Story = {
  args: { signedIn: true },
  ...shopStoryIn('ar', 'light', { signedIn: true }),
};

/** The saved addresses still loading. */
export const SavedAddressesLoading: Story = {
  args: { signedIn: true },
  ...shopStoryIn('en', 'light', { signedIn: true, wrapFetch: callsNeverAnswer(addressList) }),
};

/** The saved addresses could not be read: Try again. */
export const SavedAddressesFailed: Story = {
  args: { signedIn: true },
  ...shopStoryIn('en', 'dark', { signedIn: true, wrapFetch: callsFail(addressList) }),
};
