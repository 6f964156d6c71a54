import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { slow } from '../../storybook/storyHelpers';
import { withPage } from '../../storybook/withPage';
import SettingsPage from './SettingsPage';

const meta = {
  title: 'Pages/Accounts/Settings',
  component: SettingsPage,
  decorators: [withPage({ path: '/settings' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything in one place; a privacy switch is saved to the server at once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Account settings' }, slow);
    await expect(canvas.getByText('User ID 100001')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    const likes = canvas.getByRole('switch', { name: 'Show likes on my dynamics' });
    await expect(likes).toBeChecked();
    await userEvent.click(likes);
    await waitFor(() => expect(likes).not.toBeChecked(), slow);
    await waitFor(() => expect(likes).toBeEnabled(), slow);
    await expect(canvas.getByRole('combobox', { name: 'Interface language' })).toHaveTextContent(
      'English',
    );
    await expect(canvas.getByRole('link', { name: 'Help center' })).toHaveAttribute(
      'href',
      '/pages/en/help.html',
    );
  },
};

/** The members I blocked, with Unblock: the row leaves the list. */
export const BlockedMembers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('region', { name: 'Blocked members' }, slow);
    const row = await within(list).findByRole('article', { name: 'Carlos Mendoza' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Unblock' }));
    await body.findByText('Carlos Mendoza is unblocked', {}, slow);
    await expect(
      await within(list).findByText('You have not blocked anyone', {}, slow),
    ).toBeVisible();
  },
};

/** Log out asks first. */
export const LogOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out' }, slow));
    const dialog = await body.findByRole('dialog', { name: 'Log out of Heartline?' }, slow);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Cancelling: the code is checked here first, then the last warning with what is lost. */
export const CancelAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const cancel = await canvas.findByRole('button', { name: 'Cancel my account' }, slow);
    await userEvent.click(cancel);
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAccessibleDescription(/Please enter the verification code/);
    await userEvent.type(code, '7316');
    await userEvent.click(cancel);
    const dialog = await body.findByRole('dialog', { name: 'Cancel your account for good?' }, slow);
    await expect(dialog).toHaveAccessibleDescription(
      'You will be logged out everywhere, and your 50 gold coins are lost. This cannot be undone.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
  },
};

/** A wrong code: the dialog closes and the server's words show by the code. */
export const CancelWrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const code = await canvas.findByRole('textbox', { name: 'Verification code' }, slow);
    await userEvent.type(code, '0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel my account' }));
    const dialog = await body.findByRole('dialog', { name: 'Cancel your account for good?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel account' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    await expect(code).toHaveAccessibleDescription(/The verification code is wrong/);
  },
};

/** The privacy switch cannot be saved: it goes back, and the message says why. */
export const PrivacyFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.post('/api/user/privacy-set', () => new HttpResponse(null, { status: 502 })),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const requests = await canvas.findByRole('switch', { name: 'Approve friend requests' }, slow);
    await expect(requests).toBeChecked();
    await userEvent.click(requests);
    await expect(
      await body.findByText('Your privacy settings could not be saved', {}, slow),
    ).toBeVisible();
    await waitFor(() => expect(requests).toBeChecked(), slow);
    // The switch keeps the click's focus, and whether its ring showed once the error toast had
    // closed depended on timing: the picture is of the page, not of the focus.
    requests.blur();
  },
};

/** An SVIP member: the plum ring on the avatar, the member's own settings. */
export const Svip: Story = {
  parameters: { msw: { handlers: { api: scenarios.svipUser() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Account settings' }, slow);
    await expect(
      canvas.getByRole('switch', { name: 'Show likes on my dynamics' }),
    ).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '账号设置' }, slow);
    await expect(canvas.getByRole('switch', { name: '加好友需要验证' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '注销我的账号' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Account settings' }, slow);
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};
