import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleNames } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { OrderList } from './OrderList';
import * as data from './OrderList.fixtures';

const meta = {
  title: 'Components/OrderList',
  component: OrderList,
  args: {
    orders: data.ordersEn,
    view: 'bought',
    labels: data.labelsEn,
    regionNames: sampleNames.en.region,
    locale: 'en',
    timeZone: 'UTC',
  },
  argTypes: { view: { control: 'inline-radio', options: ['bought', 'received'] } },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My orders: each says who it is for, where it goes and how far it got. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'My orders' });
    const orders = within(list).getAllByRole('listitem');
    await expect(orders).toHaveLength(3);
    const bouquet = within(list).getByRole('article', { name: 'Cherry blossom bouquet' });
    await expect(bouquet).toHaveTextContent('Paid, preparing');
    await expect(within(bouquet).getByText('For')).toBeVisible();
    await expect(within(bouquet).getByText('Mia')).toBeVisible();
    await expect(bouquet).toHaveTextContent('Delivery address: Mia Fernández · +34 612 345 678');
    await expect(bouquet).toHaveTextContent('11-20 09:30');
  },
};

export const Playground: Story = {};

export const Received: Story = {
  args: {
    view: 'received',
    orders: data.receivedEn,
    labels: { ...data.labelsEn, title: 'Gifts for me' },
  },
  play: async ({ canvasElement }) => {
    const coffee = within(canvasElement).getByRole('article', { name: 'Coffee for two' });
    await expect(within(coffee).getByText('From')).toBeVisible();
    await expect(within(coffee).getByText('さくら')).toBeVisible();
  },
};

export const Empty: Story = { args: { orders: [] } };

export const EmptyReceived: Story = {
  args: {
    orders: [],
    view: 'received',
    labels: {
      ...data.labelsEn,
      title: 'Gifts for me',
      emptyTitle: 'Nothing on its way yet',
      emptyDescription: 'When a friend sends you something from the mall, you will see it here.',
    },
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading orders');
  },
};

export const LongText: Story = {
  args: {
    orders: [
      {
        ...data.ordersEn[0]!,
        goodsName: 'Hand-made ceramic tea set with six cups, a teapot and a bamboo tray',
        quantity: 12,
        goldCoin: 15360,
        message:
          'For the whole family, so that every Sunday tea reminds you of our long talks about everything and nothing. See you next summer in Madrid!',
        address: {
          ...data.ordersEn[0]!.address,
          detail:
            'Urbanización Los Pinos, Bloque 4, Escalera Izquierda, 7º C, Avenida de la Constitución 128, Alcalá de Henares, Madrid',
        },
      },
    ],
  },
};

export const Chinese: Story = {
  args: { orders: data.ordersZh, labels: data.labelsZh, regionNames: sampleNames.zh.region },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { args: { view: 'received', orders: data.receivedEn }, globals: inDark };
