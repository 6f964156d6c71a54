import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { slow } from '../../storybook/storyHelpers';
import FriendsPage from './FriendsPage';

const meta = {
  title: 'Pages/Social/Friends',
  component: FriendsPage,
  decorators: [withPage({ path: '/friends' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FriendsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address book: remark names instead of nicknames; a remark renamed in place is saved. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Friends' }, slow);
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByText('6 in all')).toBeVisible();
    // A remark name stands for the nickname, which is still said.
    const maria = within(list).getByRole('article', { name: 'Mari 🌻 马德里' });
    await expect(within(maria).getByText('Nickname: María García')).toBeVisible();
    await expect(within(maria).getByRole('link', { name: 'Mari 🌻 马德里' })).toHaveAttribute(
      'href',
      '/profile/2',
    );
    // James has no remark yet: give him one.
    const james = within(list).getByRole('article', { name: 'James Wilson' });
    await userEvent.click(within(james).getByRole('button', { name: /Add a remark name/ }));
    await userEvent.type(
      within(james).getByRole('textbox', { name: 'Remark name' }),
      'James (London){Enter}',
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Remark name saved', {}, slow)).toBeInTheDocument();
    await expect(within(list).getByRole('article', { name: 'James (London)' })).toBeVisible();
    // The friend requests are one tap away, with how many wait.
    await expect(canvas.getByRole('button', { name: /Friend requests/ })).toBeVisible();
  },
};

/** No friends yet: what to do about it. */
export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No friends yet' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find people' })).toBeVisible();
  },
};

/** The server is down: the failed state with a retry, and the maintenance notice. */
export const Failed: Story = {
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your friends could not be loaded' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    const body = within(canvasElement.ownerDocument.body);
    // Every call of the page fails the same way: one toast for each, or more.
    const notices = await body.findAllByText(/under maintenance/, {}, slow);
    await expect(notices[0]).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '好友' }, slow),
    ).toBeVisible();
    await expect(await canvas.findByText('昵称：María García', {}, slow)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Friends' }, slow)).toBeVisible();
  },
};
