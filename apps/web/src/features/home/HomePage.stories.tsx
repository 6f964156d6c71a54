import { page, people, scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { holdClock, storyNow } from '../../storybook/storyClock';
import { storyPictures } from '../../storybook/storyPictures';
import HomePage from './HomePage';

/** The mock world's people as recommendations, six a page, before the normal member's world. */
const sixAPage = [
  http.get('/api/bump/list', ({ request }) => {
    const query = new URL(request.url).searchParams;
    query.set('pageSize', '6');
    const records = people.map((person, index) => ({
      ...person,
      introduction: '',
      photos: index % 3 === 2 ? [] : [`/uploads/album/${person.account}/cover.jpg`],
    }));
    const chinese = request.headers.get('language') === 'zh-CN';
    const luck = {
      score: 88,
      message: chinese
        ? '今天桃花运旺盛，主动打个招呼吧！'
        : 'Love is in the air today: say hello first!',
      date: '2026-11-22',
    };
    return HttpResponse.json({
      code: 200,
      msg: 'success',
      data: { ...page(records, query), luck },
    });
  }),
  ...scenarios.normalUser(),
];

const meta = {
  title: 'Pages/Home/Home',
  component: HomePage,
  decorators: [withPage({ path: '/home' })],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { api: sixAPage, pictures: storyPictures } },
  },
  beforeEach: () => holdClock(storyNow),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's luck, the first recommended users, and the rest with "Show more people". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const luck = await canvas.findByRole('region', { name: "Today's luck" });
    await expect(await within(luck).findByText('Luck score 88 out of 100')).toBeInTheDocument();
    await expect(within(luck).getByText(/say hello first/)).toBeVisible();
    await expect(within(luck).getByText('Sunday, November 22')).toBeVisible();
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
    await expect(within(list).getByRole('link', { name: 'María García' })).toHaveAttribute(
      'href',
      '/profile/2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show more people' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(people.length));
    await expect(canvas.getByText('You have seen everyone for today')).toBeVisible();
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** Every recommendation shown: the list ends. The luck and people of the normal member's world. */
export const AllShown: Story = {
  parameters: { msw: { handlers: { api: scenarios.normalUser() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have seen everyone for today')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more people' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No recommendations yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to Encounter' })).toBeVisible();
  },
};

/** The server is down: no luck to show, the list says so with a retry, and a notice says why. */
export const Failed: Story = {
  parameters: { msw: { handlers: { api: scenarios.serverError() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Recommended users could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: "Today's luck" })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '首页' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: '今日运势' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '查看更多' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: "Today's luck" })).toBeVisible();
    await expect(await canvas.findAllByRole('article')).toHaveLength(6);
  },
};
