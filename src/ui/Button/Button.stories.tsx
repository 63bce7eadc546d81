import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../core/i18n';
import { useT } from '../souq';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './Button';
import { gallery } from './Button.stories.css';

/** A kit message in the story's language. */
function Message({ id }: { id: MessageKey }): ReactNode {
  return useT()(id);
}

/** Every variant in both sizes, plus the loading, disabled and link forms. */
function ButtonGallery(): ReactNode {
  const t = useT();
  return (
    <div className={gallery}>
      {BUTTON_SIZES.flatMap((size) =>
        BUTTON_VARIANTS.map((variant) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            {t('Add to Cart')}
          </Button>
        )),
      )}
      <Button loading>{t('Yes')}</Button>
      <Button variant="secondary" disabled>
        {t('Cancel')}
      </Button>
      <Button href="#checkout">{t('Proceed to Checkout')}</Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: <Message id="Add to Cart" />, variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The main action. */
export const Primary: Story = {};

/** A second action beside the main one. */
export const Secondary: Story = { args: { variant: 'secondary' } };

/** A quiet action, e.g. in a toolbar. */
export const Ghost: Story = { args: { variant: 'ghost' } };

/** A destructive action. */
export const Danger: Story = { args: { variant: 'danger', children: <Message id="Delete" /> } };

/** The compact size. */
export const Small: Story = { args: { size: 'sm' } };

/** Busy: a spinner over the kept label; clicks are ignored. */
export const Loading: Story = { args: { loading: true, children: <Message id="Yes" /> } };

/** Unusable. */
export const Disabled: Story = { args: { disabled: true } };

/** Stretched across its container. */
export const FullWidth: Story = {
  args: { fullWidth: true, children: <Message id="Proceed to Checkout" /> },
};

/** A link that looks like a button. */
export const Link: Story = {
  args: { href: '#checkout', children: <Message id="Proceed to Checkout" /> },
};

/** Every state at once, pinned to Arabic in the dark theme. */
export const ArabicDark: Story = {
  render: () => <ButtonGallery />,
  globals: { locale: 'ar', theme: 'dark' },
};

/** Every state at once, pinned to English in the light theme. */
export const EnglishLight: Story = {
  render: () => <ButtonGallery />,
  globals: { locale: 'en', theme: 'light' },
};
