import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { slow } from '../../storybook/storyHelpers';
import FriendRequestsPage from './FriendRequestsPage';

const meta = {
  title: 'Pages/Social/Friend requests',
  component: FriendRequestsPage,
  decorators: [withPage({ path: '/friend-requests' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FriendRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two requests wait: accepting one says so and shows it added; the others show how they ended. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const received = await canvas.findByRole('region', { name: 'Received' }, slow);
    await expect(within(received).getAllByRole('article')).toHaveLength(4);
    await expect(within(received).getAllByRole('button', { name: 'Accept' })).toHaveLength(2);
    await expect(within(received).getByText('Refused')).toBeVisible();
    const first = within(received).getAllByRole('article')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    await expect(await within(first).findByText('Added as friend', {}, slow)).toBeVisible();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(/is now your friend$/, {}, slow)).toBeInTheDocument();
    await expect(within(received).getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
  },
};

/** The requests I sent, with their state: the tab is in the address (?tab=sent). */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Sent' }, slow));
    const sent = await canvas.findByRole('region', { name: 'Sent' }, slow);
    await expect(within(sent).queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect(within(sent).getAllByRole('article').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No friend requests yet' }, slow),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Sent' }));
    await expect(
      await canvas.findByRole('heading', { name: 'You have not sent any friend requests' }, slow),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Friend requests could not be loaded' }, slow),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '好友申请' }, slow),
    ).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: '同意' }, slow)).length).toBe(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('button', { name: 'Refuse' }, slow)).length).toBe(2);
  },
};
