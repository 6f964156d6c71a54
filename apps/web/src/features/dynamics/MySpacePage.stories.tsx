import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { imagesSettled, slow } from '../../storybook/storyHelpers';
import MySpacePage from './MySpacePage';
import { storyImages } from '../../storybook/storyImages';

const meta = {
  title: 'Pages/Dynamics/MySpace',
  component: MySpacePage,
  decorators: [withPage({ path: '/myspace' })],
  parameters: { layout: 'fullscreen', msw: { handlers: { images: storyImages } } },
  // Toasts of the story before must not show in this one's screenshot.
} satisfies Meta<typeof MySpacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My dynamics, the pinned one first: pinning another moves it to the top. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My dynamics' }),
    ).toBeVisible();
    const [pinned, second] = await canvas.findAllByRole('article', {}, slow);
    await expect(within(pinned!).getByText('Pinned')).toBeVisible();
    await expect(within(second!).queryByText('Pinned')).not.toBeInTheDocument();

    await userEvent.click(within(second!).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Pin to top' }));
    await body.findByText('Pinned to the top of your dynamics', {}, slow);
    await waitFor(() =>
      expect(within(canvas.getAllByRole('article')[0]!).getByText('Pinned')).toBeVisible(),
    );
    await expect(canvas.getAllByText('Pinned')).toHaveLength(1);
    await imagesSettled(canvasElement);
  },
};

/** Deleting asks first; confirmed, the dynamic is gone. */
export const Delete: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const [first] = await canvas.findAllByRole('article', {}, slow);
    await userEvent.click(within(first!).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete this dynamic?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await body.findByText('Dynamic deleted', {}, slow);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await imagesSettled(canvasElement);
  },
};

/** The question before deleting. */
export const DeleteDialog: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const [first] = await canvas.findAllByRole('article', {}, slow);
    await userEvent.click(within(first!).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete this dynamic?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** Nothing shared yet: the invitation to publish. */
export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You have not shared anything yet' }, slow),
    ).toBeVisible();
  },
};

export const Failure: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.get('/api/dynamic/dynamic-list', () => new HttpResponse(null, { status: 503 })),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The dynamics could not be loaded', {}, slow),
    ).toBeVisible();
  },
};

/** An SVIP member: the badge on each of my dynamics. */
export const SvipMember: Story = {
  parameters: { msw: { handlers: { api: scenarios.svipUser() } } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findAllByRole('article', {}, slow);
    for (const card of cards) await expect(within(card).getByText('SVIP')).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '我的动态' }, slow),
    ).toBeVisible();
    await canvas.findAllByRole('article', {}, slow);
    await imagesSettled(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('article', {}, slow);
    await expect(canvas.getByRole('button', { name: 'Publish a dynamic' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};
