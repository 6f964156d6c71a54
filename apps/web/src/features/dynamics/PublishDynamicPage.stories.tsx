import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { slow } from '../../storybook/storyHelpers';
import PublishDynamicPage from './PublishDynamicPage';
import { storyImages, storyUpload } from '../../storybook/storyImages';

const meta = {
  title: 'Pages/Dynamics/Publish',
  component: PublishDynamicPage,
  // Every address shows the page, so it stays on screen after publishing sends it back.
  decorators: [withPage({ path: '/dynamic/publish', route: '*' })],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { api: [storyUpload, ...scenarios.normalUser()], images: storyImages } },
  },
  // Toasts of the story before must not show in this one's screenshot.
} satisfies Meta<typeof PublishDynamicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small picture, drawn here, as a member would choose it. */
async function photo(name: string, colour: string, type = 'image/png') {
  const canvas = new OffscreenCanvas(96, 96);
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 96, 96);
  const blob = await canvas.convertToBlob({ type });
  return new File([blob], name, { type });
}

/** Chooses files in the composer's file input, as the system dialog would. */
async function choose(root: HTMLElement, files: File[]) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  await fireEvent.change(input);
}

const publishButton = (root: HTMLElement) => within(root).getByRole('button', { name: 'Publish' });

/** Text first: publishing waits for a photo, then the photo uploads and publishing is possible. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Publish a dynamic' }, slow),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Share content' }),
      'Sunset over the Bund tonight',
    );
    await expect(publishButton(canvasElement)).toBeDisabled();
    await expect(
      canvas.getByText('Write some share content and add at least one image to publish.'),
    ).toBeVisible();

    await choose(canvasElement, [await photo('bund.png', '#f08a5d')]);
    await waitFor(() => expect(publishButton(canvasElement)).toBeEnabled(), slow);
    await expect(canvas.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Published: the member goes back with a word of success, the form empty for the next one. */
export const Published: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const text = await canvas.findByRole('textbox', { name: 'Share content' }, slow);
    await userEvent.type(text, 'Morning run by the river');
    await choose(canvasElement, [
      await photo('run.png', '#47a3a3'),
      await photo('river.png', '#b57edc'),
    ]);
    await userEvent.click(canvas.getByRole('switch', { name: 'Pin to top' }));
    await waitFor(() => expect(publishButton(canvasElement)).toBeEnabled(), slow);
    await userEvent.click(publishButton(canvasElement));
    await body.findByText('Your dynamic is published', {}, slow);
    await waitFor(() => expect(text).toHaveValue(''));
  },
};

/** A file that is not JPG, PNG or GIF is refused with the spec's message. */
export const WrongImageType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('textbox', { name: 'Share content' }, slow);
    await choose(canvasElement, [
      new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' }),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only JPG, PNG or GIF images can be uploaded',
    );
    await expect(canvas.queryByRole('img', { name: 'Photo 1' })).not.toBeInTheDocument();
  },
};

/** Photos on their way: the progress shows and publishing waits. */
export const Uploading: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.post('/api/file/upload', async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Share content' }, slow),
      'Three photos from Kyoto',
    );
    await choose(canvasElement, [
      await photo('a.png', '#ff6f91'),
      await photo('b.png', '#4a90c2'),
      await photo('c.png', '#ffd36e'),
    ]);
    // The answer never comes: each photo keeps its progress bar (msw's worker reports no bytes).
    await waitFor(() => {
      const bars = canvas.getAllByRole('progressbar');
      return expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['0', '0', '0']);
    }, slow);
    await expect(canvas.getByText('Wait for your photos to finish uploading.')).toBeVisible();
    await expect(publishButton(canvasElement)).toBeDisabled();
  },
};

/** The server refuses: its message shows and the draft stays. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          storyUpload,
          http.post('/api/dynamic/release', () =>
            HttpResponse.json(
              {
                code: 1401,
                msg: 'A dynamic needs share content and at least one image',
                data: null,
              },
              { status: 400 },
            ),
          ),
          ...scenarios.normalUser(),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const text = await canvas.findByRole('textbox', { name: 'Share content' }, slow);
    await userEvent.type(text, 'Hello');
    await choose(canvasElement, [await photo('hello.png', '#ffb199')]);
    await waitFor(() => expect(publishButton(canvasElement)).toBeEnabled(), slow);
    await userEvent.click(publishButton(canvasElement));
    await body.findByText('Publishing failed, please try again', {}, slow);
    await expect(
      body.getByText('A dynamic needs share content and at least one image'),
    ).toBeVisible();
    await expect(text).toHaveValue('Hello');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '分享内容' }, slow)).toBeVisible();
    await expect(canvas.getByText('请填写分享内容并至少添加一张图片后再发布。')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Share content' }, slow),
      'Night market in Taipei',
    );
    await choose(canvasElement, [await photo('market.png', '#7b5ea7')]);
    await waitFor(() => expect(publishButton(canvasElement)).toBeEnabled(), slow);
  },
};
