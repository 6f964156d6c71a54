import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import MyOrderPage from './MyOrderPage';
import { storyGoods } from './storyGoods';

const meta = {
  title: 'Pages/Mall/MyOrder',
  component: MyOrderPage,
  parameters: { layout: 'fullscreen', msw: { handlers: { pictures: storyGoods } } },
} satisfies Meta<typeof MyOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (query = '') => [withPage({ path: `/myOrder${query}`, route: '/myOrder' })];

/** My purchases, then the orders friends bought for me. */
export const Default: Story = {
  decorators: at(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const bought = await canvas.findByRole('list', { name: 'My purchases' });
    await waitFor(() => expect(within(bought).getAllByRole('listitem').length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('tab', { name: 'Received' }));
    const received = await canvas.findByRole('list', { name: 'Received' });
    await waitFor(() =>
      expect(within(received).getAllByRole('listitem').length).toBeGreaterThan(0),
    );
  },
};

export const Received: Story = {
  decorators: at('?tab=received'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Received' })).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: at(),
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No purchases yet' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Go to the mall' })).toHaveLength(2);
  },
};

export const Failure: Story = {
  decorators: at(),
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your orders could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Chinese: Story = {
  decorators: at(),
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: '我买的' })).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: at('?tab=received'),
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Received' })).toBeVisible();
  },
};
