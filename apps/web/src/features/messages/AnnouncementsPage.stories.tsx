import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { slow } from '../../storybook/storyHelpers';
import AnnouncementsPage from './AnnouncementsPage';

const meta = {
  title: 'Pages/Messages/Announcements',
  component: AnnouncementsPage,
  decorators: [withPage({ path: '/announcements' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnnouncementsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The announcements, newest first, unread ones marked; a long one unfolds. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Announcements' }, slow);
    const items = within(list).getAllByRole('article');
    await expect(items.length).toBeGreaterThan(1);
    await expect(within(list).getAllByText('Unread:').length).toBeGreaterThan(0);
    const more = within(list).queryAllByRole('button', { name: 'Read more' })[0];
    if (more) {
      await userEvent.click(more);
      await expect(more).toHaveAttribute('aria-expanded', 'true');
    }
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No announcements yet' }, slow),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Announcements could not be loaded' }, slow),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '系统公告' }, slow),
    ).toBeVisible();
    await expect((await canvas.findAllByRole('article', {}, slow)).length).toBeGreaterThan(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('article', {}, slow)).length).toBeGreaterThan(1);
  },
};
