import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import MyLikePage from './MyLikePage';
import { slow } from '../../storybook/storyHelpers';

const meta = {
  title: 'Pages/Social/Following',
  component: MyLikePage,
  decorators: [withPage({ path: '/myLike' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MyLikePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whom I follow: unfollowing keeps the member in the list with Follow, to undo a slip. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Following' }, slow);
    const cards = await within(list).findAllByRole('article', {}, slow);
    await expect(cards).toHaveLength(4);
    const maria = within(list).getByRole('article', { name: 'María García' });
    await userEvent.click(within(maria).getByRole('button', { name: 'Following' }));
    await expect(await within(maria).findByRole('button', { name: 'Follow' }, slow)).toBeVisible();
  },
};

/** The spec's zero-count message, and where to find people. */
export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no follows yet', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find people' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('button', { name: '已关注' }, slow)).length).toBe(4);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('article', {}, slow)).length).toBe(4);
  },
};

export const MobileEmpty: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: Empty.parameters,
  play: Empty.play,
};
