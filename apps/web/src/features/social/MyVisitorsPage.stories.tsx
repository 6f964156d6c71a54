import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import MyVisitorsPage from './MyVisitorsPage';
import { slow } from '../../storybook/storyHelpers';

const meta = {
  title: 'Pages/Social/My visitors',
  component: MyVisitorsPage,
  decorators: [withPage({ path: '/myVisitors' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MyVisitorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar menu's "My visitors": who came, when, a link to each and a way to say hi. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My visitors' }, slow),
    ).toBeVisible();
    const list = await canvas.findByRole('region', { name: 'Visitors' }, slow);
    const first = (await within(list).findAllByRole('article', {}, slow))[0]!;
    await expect(within(first).getByText(/^Visited \d\d-\d\d \d\d:\d\d$/)).toBeVisible();
    await expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/profile\/\d+$/),
    );
    await expect(within(first).getByRole('button', { name: 'Send a message' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No visitors yet', {}, slow)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '我的访客' }, slow),
    ).toBeVisible();
    await expect((await canvas.findAllByText(/来访$/, {}, slow)).length).toBe(20);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('article', {}, slow)).length).toBe(20);
  },
};
