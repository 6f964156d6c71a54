import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { imagesSettled, slow } from '../../storybook/storyHelpers';
import { storyImages, storyUpload } from '../../storybook/storyImages';
import AlbumPage from './AlbumPage';

const meta = {
  title: 'Pages/Profile/Album',
  component: AlbumPage,
  decorators: [withPage({ path: '/album' })],
  parameters: { layout: 'fullscreen', msw: { handlers: { images: storyImages } } },
} satisfies Meta<typeof AlbumPage>;

export default meta;
type Story = StoryObj<typeof meta>;

let added = 0;

/** A small PNG drawn on a canvas, as a photo from the member's device. */
async function drawnPhoto(name: string, colour: string) {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 160, 120);
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.arc(110, 40, 18, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** My photos; deleting one asks first. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /My album/ }, slow),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'My photos' }, slow);
    await expect(within(list).getAllByRole('button', { name: /^Photo \d of 3$/ })).toHaveLength(3);

    await userEvent.click(within(list).getByRole('button', { name: 'Delete photo 2' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await body.findByText('Photo deleted', {}, slow);
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: /^Photo \d of 2$/ })).toHaveLength(2),
    );
    await imagesSettled(canvasElement);
    // The toast closes on a timer: seen above, it leaves the screenshot.
  },
};

/** The question before deleting. */
export const DeleteDialog: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'My photos' }, slow);
    await userEvent.click(within(list).getByRole('button', { name: 'Delete photo 1' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete this photo?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** Two photos chosen: uploaded one after the other, each added first in the album. */
export const Upload: Story = {
  parameters: {
    msw: {
      handlers: {
        // Each photo its own id, as the server gives (the mock world's album does not grow).
        api: [
          // The uploaded photos keep their names, so they look the same in every run.
          storyUpload,
          http.post('/api/album/upload', async ({ request }) => {
            const { url } = (await request.json()) as { url: string };
            return HttpResponse.json({
              code: 200,
              msg: 'success',
              data: { id: 100 + ++added, url, locked: false, createTime: new Date().toISOString() },
            });
          }),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'My photos' }, slow);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(input, [
      await drawnPhoto('beach.png', '#4a90c2'),
      // Twice the same picture: the two uploads finish in either order.
      await drawnPhoto('beach.png', '#4a90c2'),
    ]);
    await body.findByText('2 photos added to your album', {}, slow);
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: /^Photo \d of 5$/ })).toHaveLength(5),
    );
    await imagesSettled(canvasElement);
  },
};

/** The viewer, from a photo. */
export const Preview: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'My photos' }, slow);
    await userEvent.click(within(list).getByRole('button', { name: 'Photo 1 of 3' }));
    await expect(await body.findByRole('dialog', { name: 'Photo 1 of 3' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** A new member: the invitation to add photos. */
export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No photos yet', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add photos' })).toBeVisible();
  },
};

export const Failure: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.get('/api/album/list', () => new HttpResponse(null, { status: 503 })),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Album fetch failed', { selector: 'p' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /我的相册/ }, slow),
    ).toBeVisible();
    await canvas.findByRole('list', { name: '我的照片' }, slow);
    await imagesSettled(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'My photos' }, slow);
    await imagesSettled(canvasElement);
  },
};
