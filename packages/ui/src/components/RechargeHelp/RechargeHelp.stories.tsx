import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { RechargeHelp } from './RechargeHelp';
import * as data from './RechargeHelp.fixtures';

const meta = {
  title: 'Components/RechargeHelp',
  component: RechargeHelp,
  args: {
    faqs: data.faqsEn,
    paymentMethods: data.methodsEn,
    labels: data.labelsEn,
    defaultOpenId: 'delay',
    onContactSupport: fn(),
  },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RechargeHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One answer at a time: opening a question closes the other; the keyboard works the same. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const delay = canvas.getByRole('button', { name: 'I paid but my coins have not arrived' });
    const worth = canvas.getByRole('button', { name: 'What is a gold coin worth?' });
    await expect(delay).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(worth);
    await expect(worth).toHaveAttribute('aria-expanded', 'true');
    await expect(delay).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/One gold coin costs about 1 USD/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(worth).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContactSupport).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const AllClosed: Story = { args: { defaultOpenId: undefined } };

export const PayPalOnly: Story = {
  args: { paymentMethods: data.methodsEn.slice(1), onContactSupport: undefined },
};

export const LongText: Story = {
  args: {
    defaultOpenId: 'long',
    faqs: [
      {
        id: 'long',
        question:
          'I recharged with a bank e-bill from abroad, the money left my account a week ago, and my coins have still not arrived: what should I do?',
        answer:
          'Bank e-bill payments take 3 to 6 trading days, not counting weekends and public holidays in your bank’s country.\nIf a week of trading days has passed, open a chat with customer service and send a photo of your bank statement showing the payment: we find it and credit your coins, usually the same day.',
      },
      ...data.faqsEn.slice(0, 2),
    ],
  },
};

export const Chinese: Story = {
  args: { faqs: data.faqsZh, paymentMethods: data.methodsZh, labels: data.labelsZh },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark };
