import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageTable } from './MessageTable';
import { ALL_MESSAGE_KEYS, ERROR_MESSAGE_KEYS, PLURAL_MESSAGE_KEYS } from './messageCatalogue';

const meta = {
  title: 'Foundations/Messages',
  component: MessageTable,
  parameters: {
    // A list of 190 keys is no useful control; the search field filters instead.
    controls: { exclude: ['keys'] },
    docs: {
      description: {
        component:
          'Every message of the `common` namespace in the toolbar language, rendered through the ' +
          "kit's i18n instance. Plural messages are shown for 0, 1, 2, 3, 11 and 100, which reach " +
          'all six Arabic plural forms.',
      },
    },
  },
} satisfies Meta<typeof MessageTable>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every key of `locales/{ar,en}/common.json`. */
export const All: Story = {
  args: { title: 'All messages', keys: ALL_MESSAGE_KEYS },
};

/** Only the messages that vary with a count. */
export const Plurals: Story = {
  args: { title: 'Plural messages', keys: PLURAL_MESSAGE_KEYS },
};

/** The error catalogue of spec §8. */
export const Errors: Story = {
  args: { title: 'Error catalogue (spec §8)', keys: ERROR_MESSAGE_KEYS },
};
