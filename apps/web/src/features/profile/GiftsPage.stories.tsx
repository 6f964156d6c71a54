import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { storyPictures } from '../../storybook/storyPictures';
import GiftsPage from './GiftsPage';

const meta = {
  title: 'Pages/Profile/Gifts',
  component: GiftsPage,
  parameters: { layout: 'fullscreen', msw: { handlers: { pictures: storyPictures } } },
} satisfies Meta<typeof GiftsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sentTab = withPage({ path: '/gifts' });
const receivedTab = withPage({ path: '/gifts?tab=received', route: '/gifts' });

/** The gifts I sent; then the received tab: gift, from whom, quantity, coins, MM-DD HH:mm. */
export const Default: Story = {
  decorators: [sentTab],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My gifts' })).toBeVisible();
    const sent = await canvas.findByRole('tabpanel', { name: /Sent/ });
    await expect(await within(sent).findByText('Teddy bear')).toBeVisible();
    await expect(within(sent).getByRole('link', { name: 'To María García' })).toHaveAttribute(
      'href',
      '/profile/2',
    );
    await expect(within(sent).getByText('20 coins')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Received/ }));
    const received = await canvas.findByRole('tabpanel', { name: /Received/ });
    await expect(await within(received).findAllByRole('listitem')).toHaveLength(6);
    await expect(within(received).getByText('Sports car')).toBeVisible();
    await expect(within(received).getAllByText('Free gift').length).toBeGreaterThan(0);
    await expect(within(received).getByText("That's all your gifts")).toBeVisible();
  },
};

/** /gifts?tab=received opens the received gifts. */
export const Received: Story = {
  decorators: [receivedTab],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: /Received/, selected: true }),
    ).toBeVisible();
    await expect(await canvas.findByText('From María García')).toBeVisible();
  },
};

/** A VIP member's sent gifts include roses from the free allowance. */
export const Vip: Story = {
  decorators: [sentTab],
  parameters: { msw: { handlers: { api: scenarios.vipUser() } } },
  play: async ({ canvasElement }) => {
    const sent = await within(canvasElement).findByRole('tabpanel', { name: /Sent/ });
    await expect(await within(sent).findByText('Rose')).toBeVisible();
    await expect(within(sent).getByText('Free gift')).toBeVisible();
  },
};

/** A member without gifts: both tabs say so. */
export const Empty: Story = {
  decorators: [sentTab],
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have not sent any gifts yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Received/ }));
    await expect(await canvas.findByText('No gifts received yet')).toBeVisible();
  },
};

/** The gift records cannot load: the tab says so, with a retry. */
export const Failed: Story = {
  decorators: [sentTab],
  parameters: {
    msw: {
      handlers: {
        api: [
          http.get('/api/gift/records', () => new HttpResponse(null, { status: 500 })),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The gifts you sent could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Both lists load at once, and each failure is told once in a toast as well.
    await expect(
      await within(document.body).findByText('The gifts you received could not be loaded'),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  decorators: [receivedTab],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的礼物' })).toBeVisible();
    await expect(await canvas.findByText('跑车')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  decorators: [receivedTab],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sports car')).toBeVisible();
  },
};
