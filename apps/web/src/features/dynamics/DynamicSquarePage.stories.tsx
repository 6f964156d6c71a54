import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { imagesSettled, slow } from '../../storybook/storyHelpers';
import DynamicSquarePage from './DynamicSquarePage';
import { storyImages } from '../../storybook/storyImages';

const meta = {
  title: 'Pages/Dynamics/Square',
  component: DynamicSquarePage,
  decorators: [withPage({ path: '/dynamicSquare' })],
  parameters: { layout: 'fullscreen', msw: { handlers: { images: storyImages } } },
  // Toasts of the story before must not show in this one's screenshot.
} satisfies Meta<typeof DynamicSquarePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone's dynamics, newest first: like one, the count follows. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dynamics square' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Square' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards).toHaveLength(10);
    const first = cards[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Like 12' }));
    await expect(within(first).getByRole('button', { name: 'Like 13' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // My own dynamic: the author link goes to my profile; others' to theirs.
    await expect(within(first).getByRole('link', { name: '李小雨' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/profile/2');
    await imagesSettled(canvasElement);
  },
};

/** The end of the first page: the next one loads (on scroll, or with the button). */
export const NextPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('article', {}, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more dynamics' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(11), slow);
    const end = canvas.getByText('You have seen them all');
    await expect(end).toBeVisible();
    end.scrollIntoView({ block: 'end' });
    await imagesSettled(canvasElement);
  },
};

/** The friends circle: dynamics of my friends and mine. */
export const FriendsCircle: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tab = await canvas.findByRole('tab', { name: 'Friends circle' }, slow);
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('region', { name: 'Friends circle' }, slow)).toBeVisible();
    await expect((await canvas.findAllByRole('article', {}, slow)).length).toBeGreaterThan(0);
    await imagesSettled(canvasElement);
  },
};

/** Someone's burn-after-reading photos: tapping shows them for 8 seconds, then they are burned. */
export const BurnAfterReading: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const card = await canvas.findByRole('article', { name: '佐藤 陽菜' }, slow);
    await userEvent.click(
      within(card).getByRole('button', { name: 'Burn after reading: tap to view' }),
    );
    const viewer = await body.findByRole('dialog', { name: 'Burn after reading' }, slow);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(card).getByText('Image burned')).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** Nobody has shared anything yet: the invitation to publish. */
export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing shared yet' }, slow),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Publish' })).toHaveLength(2);
  },
};

/** The server is down: the list says so and offers to try again. */
export const Failure: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.get('/api/dynamic/dynamic-list', () => new HttpResponse(null, { status: 500 })),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The dynamics could not be loaded', {}, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A VIP member: my own dynamics carry my badge, as everyone's carry theirs. */
export const VipMember: Story = {
  parameters: { msw: { handlers: { api: scenarios.vipUser() } } },
  play: async ({ canvas, canvasElement }) => {
    const [mine] = await canvas.findAllByRole('article', {}, slow);
    await expect(within(mine!).getByText('VIP')).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('tab', { name: '广场' }, slow)).toBeVisible();
    await canvas.findAllByRole('article', {}, slow);
    await imagesSettled(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('article', {}, slow);
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};
