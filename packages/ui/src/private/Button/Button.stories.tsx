import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeartIcon, PlusIcon } from '../icons';
import { inChinese, inDark, onMobile } from '../stories';
import { Button } from './Button';

const meta = {
  title: 'Bases/Button',
  component: Button,
  args: { children: 'Say hello', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger', 'gold'],
    },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Say hello' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { variant: 'primary', size: 'medium', loading: false } };

const variants = ['primary', 'secondary', 'ghost', 'danger', 'gold'] as const;
const sizes = ['small', 'medium', 'large'] as const;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {sizes.map((size) => (
        <div
          key={size}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}
        >
          {variants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = { args: { icon: <HeartIcon />, children: 'Like' } };

export const Loading: Story = {
  args: { loading: true, children: 'Sending' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Out of matches' } };

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, size: 'large', icon: <PlusIcon />, children: 'Add photos' },
  globals: onMobile,
};

export const Chinese: Story = {
  args: { children: '打个招呼' },
  globals: inChinese,
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} />
      <Button {...args} variant="secondary">
        取消
      </Button>
      <Button {...args} variant="gold">
        充值金币
      </Button>
    </div>
  ),
};

export const Dark: Story = { ...Variants, globals: inDark };
