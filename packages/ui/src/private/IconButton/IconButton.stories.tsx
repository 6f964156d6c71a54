import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../../theme/Box';
import { BellIcon, ChatIcon, CloseIcon, HeartIcon, PlusIcon } from '../icons';
import { inChinese, inDark, onMobile } from '../stories';
import { IconButton } from './IconButton';

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
    <Box display="grid" gap="medium">
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Box key={size} display="flex" gap="medium" alignItems="center">
          {variants.map((variant) => (
            <IconButton
              key={variant}
              {...args}
              size={size}
              variant={variant}
              label={`${variant} ${size}`}
            />
          ))}
        </Box>
      ))}
    </Box>
  ),
};

/** The side bar's row of icon buttons. */
export const Toolbar: Story = {
  render: () => (
    <Box display="flex" gap="xsmall">
      <IconButton label="Friend requests" icon={<PlusIcon />} />
      <IconButton label="Announcements" icon={<BellIcon />} />
      <IconButton label="Recent chats" icon={<ChatIcon />} />
      <IconButton label="Close" icon={<CloseIcon />} />
    </Box>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Chinese: Story = { args: { label: '喜欢' }, globals: inChinese };

export const Mobile: Story = { ...Toolbar, globals: onMobile };

export const Dark: Story = { ...Variants, globals: inDark };
