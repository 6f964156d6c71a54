import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlobeIcon } from '../icons/layoutIcons';
import { inChinese, inDark, onMobile } from '../stories';
import { SelectField } from './SelectField';

const regions = [
  { value: 'CN', label: 'China' },
  { value: 'DE', label: 'Germany' },
  { value: 'JP', label: 'Japan' },
  { value: 'RU', label: 'Russia' },
  { value: 'ES', label: 'Spain' },
  { value: 'US', label: 'United States' },
];

const meta = {
  title: 'Bases/SelectField',
  component: SelectField,
  args: {
    label: 'Country or region',
    placeholder: 'Choose a region',
    options: regions,
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a letter jumps to the option; Enter chooses it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Country or region' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox', {}, { timeout: 5000 });
    await userEvent.keyboard('j{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'JP' });
    await expect(trigger).toHaveTextContent('Japan');
  },
};

export const Playground: Story = {};

export const Chosen: Story = { args: { defaultValue: 'ES', hint: 'Shown on your profile.' } };

export const WithError: Story = { args: { error: 'Choose a country or region.' } };

export const Pill: Story = {
  args: {
    label: 'Language',
    hideLabel: true,
    appearance: 'pill',
    icon: <GlobeIcon />,
    options: [
      { value: 'en', label: 'English', lang: 'en' },
      { value: 'zh-CN', label: '简体中文', lang: 'zh-CN' },
    ],
    defaultValue: 'en',
  },
};

export const Pending: Story = { args: { ...Pill.args, pending: true } };

export const Chinese: Story = {
  args: {
    label: '国家或地区',
    placeholder: '选择地区',
    options: regions.map((region, index) => ({
      ...region,
      label: ['中国', '德国', '日本', '俄罗斯', '西班牙', '美国'][index]!,
    })),
    error: '请选择国家或地区。',
  },
  globals: inChinese,
};

export const Mobile: Story = { args: { defaultValue: 'DE' }, globals: onMobile };

export const Dark: Story = { args: { defaultValue: 'DE' }, globals: inDark };
