import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../private/Button';
import { FlameIcon } from '../../private/icons/dialogIcons';
import { samplePhotos } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { BurnImageViewer, type BurnImageViewerProps } from './BurnImageViewer';

const meta = {
  title: 'Components/BurnImageViewer',
  component: BurnImageViewer,
  args: {
    open: true,
    src: samplePhotos[4],
    alt: 'Photo from Mia',
    title: 'Burn after reading',
    description: 'This photo disappears after 8 seconds and cannot be saved.',
    labels: {
      close: 'Close',
      countdown: 'Burns in {seconds} s',
      loading: 'Loading photo',
      failed: 'This photo could not be loaded',
    },
    seconds: 8,
    // Held still so the screenshots are the same every time; the Default story lets it run.
    paused: true,
    onBurned: fn(),
  },
  globals: onDesktop,
} satisfies Meta<typeof BurnImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chat's burn-after-read photo: tap to view, it burns when the time is up or on closing. */
function ChatBurnPhoto(args: BurnImageViewerProps) {
  const [state, setState] = useState<'unread' | 'open' | 'burned'>('unread');
  return (
    <>
      <Button
        variant="secondary"
        icon={<FlameIcon />}
        disabled={state === 'burned'}
        onClick={() => setState('open')}
      >
        {state === 'burned' ? 'Photo burned' : 'Burn-after-reading photo: tap to view'}
      </Button>
      <BurnImageViewer
        {...args}
        open={state === 'open'}
        onBurned={(event) => {
          args.onBurned(event);
          setState('burned');
        }}
      />
    </>
  );
}

/** Opens from the chat, counts down from 8, refuses the context menu; closing early burns it. */
export const Default: Story = {
  args: { paused: false },
  render: (args) => <ChatBurnPhoto {...args} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /tap to view/ }));
    const dialog = await body.findByRole('dialog', { name: 'Burn after reading' });
    const viewer = within(dialog);
    await expect(await viewer.findByRole('timer')).toHaveTextContent(/Burns in [78] s/);
    // The photo cannot be saved through the context menu.
    await expect(fireEvent.contextMenu(viewer.getByRole('img', { name: 'Photo from Mia' }))).toBe(
      false,
    );
    await userEvent.click(viewer.getByRole('button', { name: 'Close' }));
    await expect(args.onBurned).toHaveBeenCalledOnce();
    await expect(args.onBurned).toHaveBeenCalledWith({ early: true });
    await waitFor(() => expect(body.getByRole('button', { name: 'Photo burned' })).toBeDisabled());
  },
};

/** With a 2-second display time (server configuration), it burns and closes on its own. */
export const BurnsOnItsOwn: Story = {
  args: { paused: false, seconds: 2, description: undefined },
  render: (args) => <ChatBurnPhoto {...args} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /tap to view/ }));
    const timer = await body.findByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent('Burns in 1 s'), { timeout: 3000 });
    await waitFor(() => expect(args.onBurned).toHaveBeenCalledWith({ early: false }), {
      timeout: 3000,
    });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(body.getByRole('button', { name: 'Photo burned' })).toBeDisabled();
  },
};

export const Playground: Story = {};

export const Failed: Story = {
  args: { src: '/missing-burn-photo.jpg' },
  play: async ({ canvasElement }) => {
    const viewer = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(await viewer.findByRole('alert')).toHaveTextContent(
      'This photo could not be loaded',
    );
    await expect(viewer.queryByRole('timer')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title: 'Burn-after-reading photo from Maximiliane-Josephine von Hohenberg',
    description:
      'This photo disappears after 8 seconds, and it cannot be saved, forwarded or viewed again once it has burned. Closing the viewer burns it too.',
    labels: { ...meta.args.labels, countdown: 'This photo burns in {seconds} seconds' },
  },
};

const chinese = {
  title: '阅后即焚',
  alt: '小雨发来的照片',
  description: '照片将在 8 秒后消失，且无法保存。',
  labels: {
    close: '关闭',
    countdown: '{seconds} 秒后焚毁',
    loading: '正在加载照片',
    failed: '照片加载失败',
  },
};

export const Chinese: Story = { args: chinese, globals: { ...onDesktop, ...inChinese } };

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { args: chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: { ...onDesktop, ...inDark } };
