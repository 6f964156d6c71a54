import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../stories';
import { HobbyPicker } from './HobbyPicker';

const hobbies = ['Travel', 'Photography', 'Cooking', 'Music', 'Hiking', 'Reading', 'Dancing'].map(
  (name, index) => ({ id: index + 1, name }),
);

const meta = {
  title: 'Bases/HobbyPicker',
  component: HobbyPicker,
  args: {
    label: 'Your hobbies',
    hint: 'Choose 1 to 3.',
    hobbies,
    value: [1, 2],
    maxMessage: 'You can choose up to 3 hobbies.',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HobbyPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checkboxes drawn as chips: a third is taken, a fourth refused with the rule's message. */
export const Default: Story = {
  render: function Picker(args) {
    const [value, setValue] = useState(args.value);
    return (
      <HobbyPicker
        {...args}
        value={value}
        onChange={(change) => {
          args.onChange(change);
          setValue(change.value);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Music' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: [1, 2, 4] });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hiking' }));
    await expect(canvas.getByText('You can choose up to 3 hobbies.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Hiking' })).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('group', { name: /Your hobbies/ })).toHaveTextContent('3/3');
  },
};

export const Playground: Story = {};

export const NoneChosen: Story = { args: { value: [], error: 'Choose at least one hobby.' } };

export const Full: Story = { args: { value: [1, 3, 5] } };

export const Chinese: Story = {
  args: {
    label: '你的爱好',
    hint: '选择 1 至 3 个。',
    hobbies: ['旅行', '摄影', '烹饪', '音乐', '徒步', '阅读', '跳舞'].map((name, index) => ({
      id: index + 1,
      name,
    })),
    maxMessage: '最多只能选择 3 个爱好。',
  },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { args: { value: [1, 3, 5] }, globals: inDark };
