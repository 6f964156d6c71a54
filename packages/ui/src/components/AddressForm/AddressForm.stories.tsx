import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { AddressForm } from './AddressForm';
import * as data from './AddressForm.fixtures';

const meta = {
  title: 'Components/AddressForm',
  component: AddressForm,
  args: {
    friends: data.friends,
    regions: data.regionsEn,
    labels: data.labelsEn,
    onSubmit: fn(),
    onCancel: fn(),
  },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Select's list opens in a portal; on a busy machine that can take more than a second. */
const listOpens = { timeout: 5000 };

/** Submitting empty shows every rule and focuses the friend; then fill in and send. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and pay' }));
    const friend = canvas.getByRole('combobox', { name: 'Send to' });
    await expect(friend).toHaveFocus();
    await expect(friend).toHaveAccessibleDescription('Choose the friend you are buying for.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(friend);
    await userEvent.click(await body.findByRole('option', { name: '小雨' }, listOpens));
    await userEvent.type(canvas.getByRole('textbox', { name: "Receiver's full name" }), '李小雨');
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, 'call me');
    await expect(phone).toHaveAccessibleDescription(/Use digits, spaces and hyphens only/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+86 138 0013 8000');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country or region' }));
    await userEvent.click(await body.findByRole('option', { name: 'China' }, listOpens));
    const detail = canvas.getByRole('textbox', { name: 'Address (street, house, flat, city)' });
    await userEvent.type(detail, '上海市徐汇区漕溪北路 88 号 1203 室');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and pay' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      friendUserId: 3,
      address: {
        receiverName: '李小雨',
        phone: '+86 138 0013 8000',
        region: 'CN',
        detail: '上海市徐汇区漕溪北路 88 号 1203 室',
      },
      message: '',
    });
  },
};

export const Playground: Story = {};

export const FilledIn: Story = { args: { defaultValues: data.filledIn } };

export const ValidationErrors: Story = {
  args: { defaultValues: { phone: '12' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm and pay' }));
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: data.filledIn,
    error: 'Insufficient gold coins, please recharge.',
  },
};

export const Pending: Story = {
  args: { defaultValues: data.filledIn, pending: true },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Confirm and pay' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoFriends: Story = { args: { friends: [] } };

export const Chinese: Story = {
  args: { labels: data.labelsZh, regions: data.regionsZh },
  globals: inChinese,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '确认并支付' }));
  },
};

export const Mobile: Story = { args: { defaultValues: data.filledIn }, globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { args: { defaultValues: data.filledIn }, globals: inDark };
