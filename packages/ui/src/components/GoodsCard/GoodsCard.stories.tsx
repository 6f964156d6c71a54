import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { GoodsCard, type GoodsCardProps } from './GoodsCard';
import * as data from './GoodsCard.fixtures';

const meta = {
  title: 'Components/GoodsCard',
  component: GoodsCard,
  args: { goods: data.goodsEn[0]!, labels: data.labelsEn, locale: 'en', onBuy: fn() },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GoodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mall's grid: two to four columns by width. */
const shelf = (goods: GoodsCardProps['goods'][]) =>
  function Shelf(args: GoodsCardProps) {
    return (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 16,
          width: 'min(900px, calc(100vw - 48px))',
        }}
      >
        {goods.map((entry) => (
          <GoodsCard key={entry.id} {...args} goods={entry} />
        ))}
      </div>
    );
  };

/** Buy a bouquet from the shelf; sold-out goods cannot be bought. */
export const Default: Story = {
  render: shelf(data.goodsEn),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bouquet = canvas.getByRole('article', { name: 'Cherry blossom bouquet' });
    await expect(within(bouquet).getByText('Only 3 left')).toBeVisible();
    await userEvent.click(
      within(bouquet).getByRole('button', { name: 'Buy Cherry blossom bouquet' }),
    );
    await expect(args.onBuy).toHaveBeenCalledWith({ goodsId: 12 });
    const ramen = canvas.getByRole('article', { name: 'Ramen night kit' });
    await expect(within(ramen).getByRole('button', { name: /Sold out/ })).toBeDisabled();
  },
};

export const Playground: Story = {};

export const LowStock: Story = { args: { goods: data.goodsEn[1]! } };

export const SoldOut: Story = { args: { goods: data.goodsEn[2]! } };

export const WithoutPicture: Story = { args: { goods: { ...data.goodsEn[3]!, image: '' } } };

export const LongText: Story = {
  args: {
    goods: {
      ...data.goodsEn[3]!,
      name: 'Hand-made ceramic tea set with six cups, a teapot and a bamboo tray',
      description:
        'Thrown and glazed by a family workshop in Jingdezhen; each piece differs slightly. Packed in a gift box with a card for your message.',
      goldCoin: 1280,
    },
  },
};

export const Chinese: Story = {
  args: { labels: data.labelsZh, locale: 'zh-CN' },
  render: shelf(data.goodsZh),
  globals: inChinese,
};

export const Mobile: Story = { render: shelf(data.goodsEn), globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { render: shelf(data.goodsEn), globals: inDark };
