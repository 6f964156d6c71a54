import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import ShoppingPage from './ShoppingPage';
import { storyGoods } from './storyGoods';

const meta = {
  title: 'Pages/Mall/Shopping',
  component: ShoppingPage,
  decorators: [withPage({ path: '/shopping' })],
  parameters: { layout: 'fullscreen', msw: { handlers: { pictures: storyGoods } } },
} satisfies Meta<typeof ShoppingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first category's goods, a sold-out one among them; another category a tap away. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mall' })).toBeVisible();
    const goods = await canvas.findByRole('list', { name: 'Goods' });
    await expect(
      within(goods).getByRole('article', { name: 'Bouquet of 11 red roses' }),
    ).toBeVisible();
    await expect(within(goods).getByRole('button', { name: /Sold out/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Chocolate and sweets' }));
    await expect(await canvas.findByRole('article', { name: 'Swiss chocolate box' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Chocolate and sweets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A category with nothing on sale. */
export const EmptyCategory: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.get('/api/umall-classify/goodlist', () =>
            HttpResponse.json({
              code: 200,
              msg: 'success',
              data: { total: 0, pageNum: 1, pageSize: 20, records: [] },
            }),
          ),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing on sale here yet' }),
    ).toBeVisible();
  },
};

/** The server is down: the mall says so, with a retry. */
export const Failure: Story = {
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The mall could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '商城' })).toBeVisible();
    await expect(await canvas.findByRole('article', { name: '11 枝红玫瑰花束' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Goods' })).toBeVisible();
  },
};
