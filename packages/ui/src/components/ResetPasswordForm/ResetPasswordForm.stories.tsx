import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { ResetPasswordForm } from './ResetPasswordForm';
import * as data from './ResetPasswordForm.fixtures';
import { formFrame } from '../../private/storyFrame.css';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Components/ResetPasswordForm',
  component: ResetPasswordForm,
  args: {
    labels: data.labelsEn,
    loginHref: '/login',
    onSendCode: fn(),
    onSubmit: fn(),
    onNavigate: fn(),
  },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div className={formFrame} style={{ boxShadow: vars.shadow.medium, maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code needs a valid address first; then code and passwords, checked before sending. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: 'E-mail address' });
    await expect(email).toHaveAccessibleDescription('Enter the e-mail address of your account.');
    await userEvent.type(email, 'xiaoyu.li@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ email: 'xiaoyu.li@example.com' });

    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '04a27');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('0427');
    await userEvent.type(canvas.getByLabelText('New password'), 'Sonnenblume7');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Sonnenblume7');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'xiaoyu.li@example.com',
      code: '0427',
      password: 'Sonnenblume7',
      confirmPassword: 'Sonnenblume7',
    });
  },
};

export const Playground: Story = {};

export const CodeSent: Story = {
  args: { defaultEmail: 'xiaoyu.li@example.com', resendIn: 42 },
};

export const ValidationErrors: Story = {
  args: { defaultEmail: 'xiaoyu.li@', resendIn: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset password' }));
  },
};

export const WrongCode: Story = {
  args: {
    defaultEmail: 'xiaoyu.li@example.com',
    resendIn: 0,
    error: 'The code is wrong or has expired. Ask for a new one.',
  },
};

export const Pending: Story = {
  args: { defaultEmail: 'xiaoyu.li@example.com', resendIn: 18, pending: true },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Reset password' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const SendingCode: Story = {
  args: { defaultEmail: 'xiaoyu.li@example.com', sendingCode: true },
};

export const Done: Story = {
  args: { done: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Back to log in' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/login' });
  },
};

export const Chinese: Story = {
  args: { labels: data.labelsZh, defaultEmail: 'xiaoyu.li@example.com', resendIn: 42 },
  globals: inChinese,
};

export const Mobile: Story = { ...CodeSent, globals: onMobile };

export const MobileChinese: Story = {
  args: { labels: data.labelsZh, defaultEmail: 'xiaoyu.li@', resendIn: 0 },
  globals: { ...onMobile, ...inChinese },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重置密码' }));
  },
};

export const Dark: Story = { ...CodeSent, globals: inDark };
