import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BellIcon, ChatIcon, CloseIcon, HeartIcon, PlusIcon } from '../icons';
import { inChinese, inDark, onMobile } from '../stories';
import { IconButton } from './IconButton';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Bases/IconButton',
  component: IconButton,
  args: { label: 'Like', icon: <HeartIcon />, variant: 'soft', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['ghost', 'secondary', 'soft', 'gold', 'primary'],
    },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Like' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

const variants = ['ghost', 'secondary', 'soft', 'gold', 'primary'] as const;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: vars.space.medium, alignItems: 'center' }}>
          {variants.map((variant) => (
            <IconButton
              key={variant}
              {...args}
              size={size}
              variant={variant}
              label={`${variant} ${size}`}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};

/** The side bar's row of icon buttons. */
export const Toolbar: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.xsmall }}>
      <IconButton label="Friend requests" icon={<PlusIcon />} />
      <IconButton label="Announcements" icon={<BellIcon />} />
      <IconButton label="Recent chats" icon={<ChatIcon />} />
      <IconButton label="Close" icon={<CloseIcon />} />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Chinese: Story = { args: { label: '喜欢' }, globals: inChinese };

export const Mobile: Story = { ...Toolbar, globals: onMobile };

export const Dark: Story = { ...Variants, globals: inDark };
