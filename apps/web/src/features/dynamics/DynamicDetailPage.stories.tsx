import { normalMe, people, scenarios, toBrief } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import DynamicDetailPage from './DynamicDetailPage';
import { imagesSettled, slow } from '../../storybook/storyHelpers';
import { storyImages } from '../../storybook/storyImages';

/** The page at one dynamic's address. */
const at = (id: number) => withPage({ path: `/dynamic/${id}`, route: '/dynamic/:id' });

const meta = {
  title: 'Pages/Dynamics/Detail',
  component: DynamicDetailPage,
  parameters: { layout: 'fullscreen', msw: { handlers: { images: storyImages } } },
} satisfies Meta<typeof DynamicDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dynamic and its comments; a reply to a reply goes under the same comment. */
export const Default: Story = {
  // María's Seville dynamic, with comments and replies.
  decorators: [at(296)],
  parameters: {
    msw: {
      handlers: {
        // The new reply at a fixed time, so the screenshot is the same every day.
        api: [
          http.post('/api/dynamic/comment', async ({ request }) => {
            const { content } = (await request.json()) as { content: string };
            return HttpResponse.json({
              code: 200,
              msg: 'success',
              data: {
                id: 960,
                dynamicId: 296,
                parentId: 910,
                user: toBrief(normalMe),
                replyTo: people[0],
                content,
                createTime: '2026-11-22T08:00:00.000Z',
                replies: [],
              },
            });
          }),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Comments' }, slow),
    ).toBeVisible();
    const james = await canvas.findByRole('article', { name: 'James Wilson' }, slow);
    await userEvent.click(within(james).getByRole('button', { name: 'Reply to María García' }));
    const box = canvas.getByRole('textbox', { name: 'Reply to María García' });
    await userEvent.type(box, '¡Nos vemos en abril!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('¡Nos vemos en abril!', {}, slow)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Write a comment' })).toHaveValue(''),
    );
    await expect(
      within(canvas.getAllByRole('article')[0]!).getByRole('button', { name: 'Comments 7' }),
    ).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** My own dynamic: my reply can be deleted (asked first), the dynamic pinned or deleted. */
export const Own: Story = {
  decorators: [at(301)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const reply = await canvas.findByText('在杭州！It is in Hangzhou.', {}, slow);
    const mine = reply.closest('article')!;
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete this comment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await body.findByText('Comment deleted', {}, slow);
    await waitFor(() =>
      expect(canvas.queryByText('在杭州！It is in Hangzhou.')).not.toBeInTheDocument(),
    );
    await expect(
      within(canvas.getAllByRole('article')[0]!).getByRole('button', { name: 'More actions' }),
    ).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/**
 * Paid translation into the interface language, shown under the original: the dynamic and a
 * Spanish reply. A comment translated before shows its kept translation without the button.
 */
export const Translated: Story = {
  decorators: [at(296)],
  play: async ({ canvas, canvasElement }) => {
    const card = (await canvas.findAllByRole('article', {}, slow))[0]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Translate' }));
    await expect(
      await within(card).findByText(
        'Seville Fair with my friends 💃 What a lovely night!',
        {},
        slow,
      ),
    ).toBeVisible();

    const reply = (
      await canvas.findByText('¡Ven en abril, James! Te enseño a bailar sevillanas.', {}, slow)
    ).closest('article')!;
    await userEvent.click(within(reply).getByRole('button', { name: 'Translate' }));
    await expect(
      await within(reply).findByText(
        'Come in April, James! I will teach you to dance sevillanas.',
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(within(reply).getByText('Translation')).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** Nothing can pay the translation (402, code 106): the low-balance dialog offers the ways. */
export const TranslationRefused: Story = {
  decorators: [at(296)],
  parameters: { msw: { handlers: { api: scenarios.insufficientCoins() } } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const card = (await canvas.findAllByRole('article', {}, slow))[0]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Translate' }));
    const dialog = await body.findByRole('dialog', { name: 'Insufficient gold coins' }, slow);
    await expect(within(dialog).getByRole('button', { name: 'Recharge coins' })).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Buy translation pack' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** Someone's burn-after-reading photo, blurred until tapped. */
export const BurnAfterReading: Story = {
  decorators: [at(289)],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Burn after reading: tap to view' }, slow),
    ).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** The photo on the whole screen, 8 seconds, then burned. */
export const BurnViewer: Story = {
  decorators: [at(289)],
  // The countdown runs (the app never holds it): no two screenshots would be the same.
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Burn after reading: tap to view' }, slow),
    );
    const viewer = await body.findByRole('dialog', { name: 'Burn after reading' }, slow);
    await expect(within(viewer).getByText(/Photo 1 of 1/)).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** The author keeps comments to self: it says so, and one may still comment. */
export const HiddenComments: Story = {
  decorators: [at(285)],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Comments are private' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
  },
};

/** A photo opened on the whole screen. */
export const Photo: Story = {
  decorators: [at(296)],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Photo 2 of 3' }, slow));
    await expect(
      await body.findByRole('dialog', { name: 'Photo from María García' }, slow),
    ).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** A deleted dynamic, or a wrong link. */
export const Missing: Story = {
  decorators: [at(9999)],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This dynamic is gone' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to the square' })).toBeVisible();
  },
};

export const Failure: Story = {
  decorators: [at(296)],
  parameters: {
    msw: {
      handlers: {
        api: [
          http.get('/api/dynamic/dynamic-info', () => new HttpResponse(null, { status: 502 })),
          http.get('/api/dynamic/comment-list', () => new HttpResponse(null, { status: 502 })),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This dynamic could not be loaded', {}, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A new member's first visit: nothing of theirs, comments open to them. */
export const NewMember: Story = {
  decorators: [at(296)],
  parameters: { msw: { handlers: { api: scenarios.newUser() } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'James Wilson' }, slow);
    await expect(canvas.queryAllByRole('button', { name: 'Delete' })).toHaveLength(0);
    await imagesSettled(canvasElement);
  },
};

export const Chinese: Story = {
  decorators: [at(296)],
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '评论' }, slow),
    ).toBeVisible();
    await canvas.findByRole('article', { name: 'James Wilson' }, slow);
    await imagesSettled(canvasElement);
  },
};

export const Mobile: Story = {
  decorators: [at(296)],
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'James Wilson' }, slow);
    await expect(canvas.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};
