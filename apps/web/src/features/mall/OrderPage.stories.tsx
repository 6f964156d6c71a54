import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import OrderPage from './OrderPage';
import { storyGoods } from './storyGoods';

const meta = {
  title: 'Pages/Mall/Order',
  component: OrderPage,
  parameters: { layout: 'fullscreen', msw: { handlers: { pictures: storyGoods } } },
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout of a goods item, for the friend named in the address when there is one. */
const at = (query: string) => [withPage({ path: `/order?${query}`, route: '/order' })];
const roses = 'goodsId=11&categoryId=1';
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** A Select's list opens in a portal; on a busy machine that can take more than a second. */
const listOpens = { timeout: 5000 };
/** The goods, friends and regions load together; the first story also loads the page's code. */
const loads = { timeout: 5000 };

/** Puts text in a field at once (typing each letter is slow on a busy machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills the address for María (chosen from her profile) and sends the form. */
async function fillAddress(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await fill(
    await canvas.findByRole('textbox', { name: "Receiver's full name" }),
    'María García López',
  );
  await fill(canvas.getByRole('textbox', { name: 'Phone number' }), '+34 612 345 678');
  await userEvent.click(canvas.getByRole('combobox', { name: 'Country or region' }));
  await userEvent.click(
    await body(canvasElement).findByRole('option', { name: 'Spain' }, listOpens),
  );
  await fill(
    canvas.getByRole('textbox', { name: 'Address (street, house, flat, city)' }),
    'Calle de Alcalá 45, Madrid',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm and pay' }));
}

/** A bouquet for María: the quantity, the address, the confirmation, the payment. */
export const Default: Story = {
  decorators: at(`${roses}&friendId=2`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bouquet of 11 red roses', {}, loads)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // Two would cost 78 coins, more than the 50 the member has: the page says so.
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await expect(canvas.getByText('You need 28 more coins for this order.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'One less' }));
    await fillAddress(canvasElement);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Pay 39 coins?' });
    await expect(within(dialog).getByText(/Bouquet of 11 red roses × 1/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await expect(await canvas.findByRole('heading', { name: 'Order placed' }, loads)).toBeVisible();
    await expect(canvas.getByText(/Bouquet of 11 red roses is on its way to/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'See my orders' })).toBeVisible();
  },
};

/** Buying needs a friend and an address: said next to each field before anything is sent. */
export const Validation: Story = {
  decorators: at(roses),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and pay' }));
    const friend = canvas.getByRole('combobox', { name: 'Send to' });
    await expect(friend).toHaveAccessibleDescription('Choose the friend you are buying for.');
    await expect(canvas.getByText('Enter the street, house number and city.')).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Short of coins (105): the low-balance dialog. */
export const InsufficientCoins: Story = {
  decorators: at(`${roses}&friendId=2`),
  parameters: {
    msw: {
      handlers: {
        api: [
          http.post('/api/umall-goods/buy', () =>
            HttpResponse.json(
              { code: 105, msg: 'Insufficient gold coins, please recharge', data: null },
              { status: 402 },
            ),
          ),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fillAddress(canvasElement);
    const confirm = await body(canvasElement).findByRole('dialog', { name: 'Pay 39 coins?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pay now' }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Insufficient gold coins',
    });
    await expect(within(dialog).getByRole('button', { name: 'Recharge coins' })).toBeVisible();
  },
};

/** No friends yet: the goods can go to nobody, and the way to find someone. */
export const NoFriends: Story = {
  decorators: at(roses),
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Add a friend first: mall goods are sent to friends.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find friends' })).toBeVisible();
  },
};

/** An address naming goods that are not on sale. */
export const NotOnSale: Story = {
  decorators: at('goodsId=999&categoryId=1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This item is not on sale' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to the mall' })).toBeVisible();
  },
};

export const Chinese: Story = {
  decorators: at(`${roses}&friendId=2`),
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('11 枝红玫瑰花束', {}, loads)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: at(`${roses}&friendId=2`),
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bouquet of 11 red roses', {}, loads)).toBeVisible();
  },
};
