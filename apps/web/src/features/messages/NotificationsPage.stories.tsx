import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { slow } from '../../storybook/storyHelpers';
import NotificationsPage from './NotificationsPage';

const meta = {
  title: 'Pages/Messages/Notifications',
  component: NotificationsPage,
  decorators: [withPage({ path: '/notifications' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind, newest first, three unread; a normal member does not see who liked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Notifications' }, slow);
    await expect(within(list).getAllByRole('button')).toHaveLength(9);
    await expect(canvas.getByText('3 unread')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'See who likes you' })).toBeVisible();
    await expect(within(list).getAllByText('Unread:')).toHaveLength(3);
    // One kind at a time.
    await userEvent.click(canvas.getByRole('tab', { name: 'Comments' }));
    const comments = await canvas.findByRole('region', { name: 'Notifications' }, slow);
    await waitFor(() => expect(within(comments).getAllByRole('button').length).toBe(2), slow);
    await expect(within(comments).getByText('Wunderschönes Foto! Wo ist das?')).toBeVisible();
  },
};

/** An SVIP member sees who liked, and is offered nothing. */
export const Svip: Story = {
  parameters: { msw: { handlers: { api: scenarios.svipUser() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Notifications' }, slow);
    await expect(within(list).getAllByText('María García').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('heading', { name: 'See who likes you' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No notifications yet' }, slow),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your notifications could not be loaded' }, slow),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '互动通知' }, slow),
    ).toBeVisible();
    await expect((await canvas.findAllByText('有人', {}, slow)).length).toBe(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Notifications' }, slow)).toBeVisible();
  },
};
