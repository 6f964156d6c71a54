import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { slow } from '../../storybook/storyHelpers';
import VisitorsPage from './VisitorsPage';

const meta = {
  title: 'Pages/Social/Visitors',
  component: VisitorsPage,
  decorators: [withPage({ path: '/visitors' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VisitorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's and all visits, the visitors newest first, 20 at a time. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Visitors' }, slow);
    await expect(await within(list).findByText(/today · 34 in all$/, {}, slow)).toBeVisible();
    await expect(within(list).getAllByRole('article')).toHaveLength(20);
    await userEvent.click(within(list).getByRole('button', { name: 'Show more' }));
    await expect(await within(list).findByText(/in all/, {}, slow)).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBe(34), slow);
    await expect(within(list).queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Who liked me, below SVIP: the likes without names, and the upgrade to SVIP. */
export const LikesNormalMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Liked me' }, slow));
    await expect(
      await canvas.findByRole('heading', { name: 'See who likes you' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upgrade to SVIP' })).toBeVisible();
    await expect((await canvas.findAllByText('Someone', {}, slow)).length).toBe(2);
  },
};

/** An SVIP member sees who liked their dynamics, and no upgrade. */
export const LikesSvip: Story = {
  parameters: { msw: { handlers: { api: scenarios.svipUser() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Liked me' }, slow));
    const likes = await canvas.findByRole('region', { name: 'Likes of your dynamics' }, slow);
    await expect(within(likes).getByText('María García')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upgrade to SVIP' })).toBeNull();
  },
};

/** Nobody has visited yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No visitors yet', {}, slow)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your visitors could not be loaded' }, slow),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/累计 34 次$/, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '谁赞了我' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/34 in all$/, {}, slow)).toBeVisible();
  },
};

export const MobileLikes: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: LikesNormalMember.play,
};
