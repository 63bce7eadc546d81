import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { action } from 'storybook/actions';
import { userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { useT } from '../souq';
import { ConfirmDialog } from './ConfirmDialog';
import { stage } from './ConfirmDialog.stories.css';

/** How the confirmed action ends in the story. */
const OUTCOMES = ['succeeds', 'fails', 'never ends'] as const;

type Outcome = (typeof OUTCOMES)[number];

interface LogoutConfirmProps {
  outcome: Outcome;
  /** Whether the story starts with the dialog open. */
  initiallyOpen: boolean;
  withDescription: boolean;
}

const ACTION_TIME = 1500;

function runAction(outcome: Outcome): Promise<void> {
  action('confirm')(outcome);
  switch (outcome) {
    case 'succeeds':
      return new Promise((resolve) => setTimeout(resolve, ACTION_TIME));
    case 'fails':
      return new Promise((_, reject) =>
        setTimeout(() => reject(new Error('offline')), ACTION_TIME),
      );
    case 'never ends':
      return new Promise(() => {});
    default:
      return outcome satisfies never;
  }
}

/** A logout button that asks first, texts in the story's language. */
function LogoutConfirm({ outcome, initiallyOpen, withDescription }: LogoutConfirmProps): ReactNode {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className={stage}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('Logout')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={withDescription ? t('Change country?') : t('Are you sure you want to logout?')}
        {...(withDescription
          ? {
              description: t('Are you sure you want to change the country to {country}?', {
                country: t('Egypt'),
              }),
            }
          : {})}
        onConfirm={() => runAction(outcome)}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: LogoutConfirm,
  args: { outcome: 'succeeds', initiallyOpen: true, withDescription: false },
  argTypes: { outcome: { control: 'inline-radio', options: OUTCOMES } },
} satisfies Meta<typeof LogoutConfirm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Asking: the focus starts on Cancel. Yes closes it after a moment. */
export const Open: Story = {};

/** With a line saying what saying yes will do. */
export const WithDescription: Story = { args: { withDescription: true } };

/** Yes pressed and the action still running: Yes spins, both buttons are disabled. */
export const Pending: Story = {
  args: { outcome: 'never ends' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Yes|نعم/ }));
  },
};

/** The action fails: the dialog stays open and the buttons come back. */
export const Failing: Story = { args: { outcome: 'fails' } };

/** Closed, with the button that opens it. */
export const Closed: Story = { args: { initiallyOpen: false } };

/** Pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  args: { withDescription: true },
  globals: { locale: 'ar', theme: 'dark' },
};

/** Pinned to English in the light theme. */
export const EnglishLight: Story = {
  args: { withDescription: true },
  globals: { locale: 'en', theme: 'light' },
};
