import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { BillList } from './BillList';
import * as data from './BillList.fixtures';

const meta = {
  title: 'Components/BillList',
  component: BillList,
  args: {
    bills: data.billsEn,
    billTypes: data.billTypesEn,
    labels: data.labelsEn,
    locale: 'en',
    timeZone: 'UTC',
    hasMore: true,
    onTypeChange: fn(),
    onLoadMore: fn(),
  },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BillList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Select's list opens in a portal; on a busy machine that can take more than a second. */
const listOpens = { timeout: 5000 };

/** Filter by type (the owner fetches that type), then ask for the next page. */
export const Default: Story = {
  render: function FilteredBills(args) {
    const [type, setType] = useState<number | 'all'>('all');
    return (
      <BillList
        {...args}
        type={type}
        bills={args.bills.filter((bill) => type === 'all' || bill.type === type)}
        hasMore={type === 'all'}
        onTypeChange={(change) => {
          args.onTypeChange?.(change);
          setType(change.type);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('-20')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await body.findByRole('option', { name: 'Gift' }, listOpens));
    await expect(args.onTypeChange).toHaveBeenCalledWith({ type: 5 });
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText("That's all your records")).toBeVisible();
  },
};

export const Playground: Story = {};

export const Empty: Story = { args: { bills: [], type: 6 } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Loading bills' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading more…');
  },
};

export const EndOfList: Story = { args: { hasMore: false } };

export const LongText: Story = {
  args: {
    bills: [
      {
        ...data.billsEn[0]!,
        project:
          'Mall: Hand-made ceramic tea set with six cups and a bamboo tray, for Anna Smirnova in Moscow',
        accountChange: -1280,
        balance: 12,
      },
      ...data.billsEn.slice(1, 3),
    ],
  },
};

export const Chinese: Story = {
  args: {
    bills: data.billsZh,
    billTypes: data.billTypesZh,
    labels: data.labelsZh,
    locale: 'zh-CN',
  },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { args: { hasMore: false }, globals: inDark };
