import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../icons';
import { inChinese, inDark, onMobile } from '../stories';
import { TextField } from './TextField';

const meta = {
  title: 'Bases/TextField',
  component: TextField,
  args: { label: 'Nickname', placeholder: 'How should people call you?', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await userEvent.type(input, 'Mia');
    await expect(input).toHaveValue('Mia');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Playground: Story = { args: { hint: 'Shown on your profile', disabled: false } };

export const WithHint: Story = { args: { hint: '2 to 20 characters, shown on your profile' } };

export const WithError: Story = {
  args: { defaultValue: 'M', error: 'A nickname needs at least 2 characters' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A nickname needs at least 2 characters');
  },
};

export const Disabled: Story = { args: { defaultValue: 'mia_1998', disabled: true } };

export const SearchById: Story = {
  args: {
    label: 'Search by user ID',
    hideLabel: true,
    placeholder: 'Search by user ID',
    inputMode: 'numeric',
    startAdornment: <SearchIcon />,
  },
};

export const Chinese: Story = {
  args: {
    label: '昵称',
    placeholder: '大家怎么称呼你？',
    hint: '2 到 20 个字符，显示在你的资料页',
  },
  globals: inChinese,
};

export const Mobile: Story = { args: { hint: 'Shown on your profile' }, globals: onMobile };

export const Dark: Story = {
  args: { error: 'A nickname needs at least 2 characters' },
  globals: inDark,
};
