import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import FollowMePage from './FollowMePage';
import { slow } from '../../storybook/storyHelpers';

const meta = {
  title: 'Pages/Social/Followers',
  component: FollowMePage,
  decorators: [withPage({ path: '/followMe' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FollowMePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My fans: following one back makes it mutual. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Followers' }, slow);
    await expect(await within(list).findAllByRole('article', {}, slow)).toHaveLength(6);
    await expect(canvas.getByText('6 in all')).toBeVisible();
    const james = within(list).getByRole('article', { name: 'James Wilson' });
    await userEvent.click(within(james).getByRole('button', { name: 'Follow back' }));
    await expect(await within(james).findByRole('button', { name: 'Mutual' }, slow)).toBeVisible();
  },
};

/** The spec's zero-count message. */
export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no fans yet', {}, slow)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your followers could not be loaded' }, slow),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '粉丝' }, slow),
    ).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: '回关' }, slow)).length).toBe(4);
  },
};

export const ChineseEmpty: Story = {
  globals: { locale: 'zh-CN' },
  parameters: Empty.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('你还没有粉丝', {}, slow)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('button', { name: 'Follow back' }, slow)).length).toBe(
      4,
    );
  },
};
