import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { samplePhotos } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import lakeSunset from './fixtures/lake-sunset.svg';
import { ImagePreview } from './ImagePreview';

const meta = {
  title: 'Components/ImagePreview',
  component: ImagePreview,
  args: {
    open: true,
    src: lakeSunset,
    alt: 'Sunset over a lake, two people sitting on a wooden pier',
    title: 'Photo from Mia',
    description: '11-20 21:04',
    labels: {
      close: 'Close',
      zoom: 'Zoom',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      reset: 'Reset zoom',
      loading: 'Loading photo',
      failed: 'This photo could not be loaded',
    },
    locale: 'en',
    onClose: fn(),
  },
  globals: onDesktop,
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From a chat image to the viewer: zoom with the buttons and the keyboard, reset, close. */
export const Default: Story = {
  args: { open: false },
  render: function ChatImage(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <button
          type="button"
          onClick={() => setOpen(true)}
          style={{ padding: 0, border: 0, borderRadius: 14, overflow: 'hidden', lineHeight: 0 }}
        >
          <img src={args.src} alt={args.alt} width={240} height={160} />
        </button>
        <ImagePreview
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: args.alt }));
    const dialog = await body.findByRole('dialog', { name: 'Photo from Mia' });
    const viewer = within(dialog);
    await expect(viewer.getByRole('img', { name: args.alt })).toBeVisible();
    const level = viewer.getByRole('status');
    await expect(level).toHaveTextContent('100%');

    await userEvent.click(viewer.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(viewer.getByRole('button', { name: 'Zoom in' }));
    await expect(level).toHaveTextContent('144%');
    await userEvent.keyboard('-');
    await expect(level).toHaveTextContent('120%');
    await userEvent.keyboard('+');
    await expect(level).toHaveTextContent('144%');
    await userEvent.click(viewer.getByRole('button', { name: 'Reset zoom' }));
    await expect(level).toHaveTextContent('100%');

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {};

/** Zoomed in three steps (1.2³ = 173 %) and moved down to the people on the pier. */
export const ZoomedIn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 3; i += 1) await userEvent.click(zoomIn);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('173%');
  },
};

/** At the smallest zoom the zoom-out button says it can go no further, and keeps focus. */
export const ZoomedOutFully: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(zoomOut);
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await expect(zoomOut).toHaveFocus();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('48%');
  },
};

/** A square album photo. */
export const AlbumPhoto: Story = {
  args: { src: samplePhotos[0], alt: 'A beach at sunset', title: 'Album', description: undefined },
};

export const Failed: Story = {
  args: { src: '/missing-photo.jpg' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This photo could not be loaded',
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'Photo from Maximiliane-Josephine von Hohenberg-Wittelsbach',
    description:
      'Sent 11-20 21:04 in your chat with Maximiliane, while you were talking about the summer trip to the lakes',
  },
};

const chinese = {
  title: '小雨发来的照片',
  alt: '湖边的日落，两个人坐在木栈桥上',
  description: '11-20 21:04',
  locale: 'zh-CN',
  labels: {
    close: '关闭',
    zoom: '缩放',
    zoomIn: '放大',
    zoomOut: '缩小',
    reset: '还原',
    loading: '正在加载照片',
    failed: '照片加载失败',
  },
};

export const Chinese: Story = { args: chinese, globals: { ...onDesktop, ...inChinese } };

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { args: chinese, globals: { ...onMobile, ...inChinese } };

/** The viewer is night-themed in both themes; the page behind it is dark here. */
export const Dark: Story = { globals: { ...onDesktop, ...inDark } };
