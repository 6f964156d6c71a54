import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { slow } from '../../storybook/storyHelpers';
import { withPage } from '../../storybook/withPage';
import LoginPage from './LoginPage';
import ResetPasswordPage from './ResetPasswordPage';

/** /pass, and /login where a successful reset leads. */
function PassAndLogin() {
  return (
    <Routes>
      <Route path="pass" element={<ResetPasswordPage />} />
      <Route path="login" element={<LoginPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Pages/Accounts/ResetPassword',
  component: PassAndLogin,
  decorators: [withPage({ path: '/pass', route: '*', anonymous: true })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PassAndLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A code to the address, the new password twice (checked before sending), then /login with the
 * address filled in and the success message.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'Reset your password' }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail address of your account' });
    await expect(email).toHaveAccessibleDescription(
      'Please enter the e-mail address of your account',
    );
    await userEvent.type(email, 'dmitry.volkov@example.ru');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(
      await canvas.findByText(
        'We sent a code to dmitry.volkov@example.ru. It is valid for 5 minutes.',
        {},
        slow,
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '0427');
    await userEvent.type(canvas.getByLabelText('New password'), 'Zvezda');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Zvezda2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(canvas.getByText('The two passwords do not match')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('New password'));
    await userEvent.type(canvas.getByLabelText('New password'), 'Zvezda2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));

    await canvas.findByRole('heading', { name: 'Welcome back' }, slow);
    await expect(canvas.getByRole('textbox', { name: 'E-mail or user ID' })).toHaveValue(
      'dmitry.volkov@example.ru',
    );
    await expect(await body.findByText('Your password has been changed', {}, slow)).toBeVisible();
  },
};

/** No account uses the address: the server's words, and no code on its way. */
export const UnknownAddress: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.post('/api/account/verification-code', () =>
            HttpResponse.json(
              { code: 1010, msg: 'No account uses this e-mail address', data: null },
              { status: 400 },
            ),
          ),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole(
      'textbox',
      { name: 'E-mail address of your account' },
      slow,
    );
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      'No account uses this e-mail address',
    );
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

/** The server is down: the maintenance notice in the form. */
export const ServerDown: Story = {
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole(
      'textbox',
      { name: 'E-mail address of your account' },
      slow,
    );
    await userEvent.type(email, 'dmitry.volkov@example.ru');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(/under maintenance/);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '重置密码' }, slow);
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(
      canvas.getByRole('textbox', { name: '账号的邮箱地址' }),
    ).toHaveAccessibleDescription('请输入账号的邮箱地址');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Reset your password' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
