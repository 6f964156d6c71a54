import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { LoginForm } from './LoginForm';
import * as data from './LoginForm.fixtures';
import { formFrame } from '../../private/storyFrame.css';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Components/LoginForm',
  component: LoginForm,
  args: {
    labels: data.labelsEn,
    registerHref: '/register',
    resetPasswordHref: '/pass',
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
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, then a wrong account, then a good one; the password shows and hides. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.click(submit);
    const account = canvas.getByRole('textbox', { name: 'E-mail or ID' });
    await expect(account).toHaveFocus();
    await expect(account).toHaveAccessibleDescription(/Enter your e-mail address or ID\./);
    await userEvent.type(account, 'maria');
    await expect(account).toHaveAccessibleDescription(/Enter an e-mail address/);
    await userEvent.clear(account);
    await userEvent.type(account, ' 100001 ');

    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'Sonnenblume7');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      account: '100001',
      password: 'Sonnenblume7',
    });

    await userEvent.click(canvas.getByRole('link', { name: 'Forgot password?' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/pass' });
  },
};

export const Playground: Story = {};

export const ValidationErrors: Story = {
  args: { defaultAccount: 'xy' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
  },
};

export const ServerError: Story = {
  args: {
    defaultAccount: 'xiaoyu.li@example.com',
    error: 'Wrong account or password. 4 tries left before a one-hour pause.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Wrong account/);
  },
};

export const Pending: Story = {
  args: { defaultAccount: 'xiaoyu.li@example.com', pending: true },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Log in' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const Chinese: Story = {
  args: { labels: data.labelsZh, error: '账号或密码错误。' },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = {
  args: { labels: data.labelsZh },
  globals: { ...onMobile, ...inChinese },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '登录' }));
  },
};

export const Dark: Story = { args: { defaultAccount: '100001' }, globals: inDark };
