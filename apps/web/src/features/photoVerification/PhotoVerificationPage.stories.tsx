import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { slow } from '../../storybook/storyHelpers';
import { withPage } from '../../storybook/withPage';
import PhotoVerificationPage from './PhotoVerificationPage';

/**
 * A front camera for the stories: a canvas's stream with a face-like drawing, painted again
 * every 200 ms (a canvas stream sends a frame only when drawn on). Chromium's test browser has no
 * camera of its own.
 */
function fakeCamera(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d')!;
  const draw = () => {
    context.fillStyle = '#cfd8e3';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#e8b895';
    context.beginPath();
    context.ellipse(320, 220, 110, 140, 0, 0, Math.PI * 2);
    context.fill();
  };
  draw();
  const stream = canvas.captureStream();
  const timer = setInterval(draw, 200);
  stream.getVideoTracks()[0]?.addEventListener('ended', () => clearInterval(timer));
  return stream;
}

/**
 * A mock world of its own for each story: the mock remembers a selfie sent, and the next story
 * must start with nothing sent.
 */
const freshWorld = () => ({ msw: { handlers: { api: scenarios.normalUser() } } });

/**
 * The peace sign whatever the draw, for the screenshots of the steps that show the gesture (the
 * mock then knows no gesture: nothing can be sent from these stories).
 */
const peaceSign = () => ({
  msw: {
    handlers: {
      api: [
        http.post('/api/photo-verification/start', () =>
          HttpResponse.json({
            code: 200,
            msg: 'success',
            data: {
              state: 'none',
              gesture: 'peace',
              gestureExpireTime: new Date(Date.now() + 600_000).toISOString(),
              reason: null,
              submittedTime: null,
              decidedTime: null,
            },
          }),
        ),
        ...scenarios.normalUser(),
      ],
    },
  },
});

/** Replaces the browser's camera for one story; gives it back afterwards. */
function withCamera(open: () => Promise<MediaStream>) {
  return () => {
    const media = navigator.mediaDevices;
    const original = media.getUserMedia.bind(media);
    media.getUserMedia = open;
    return () => {
      media.getUserMedia = original;
    };
  };
}

const meta = {
  title: 'Pages/Accounts/PhotoVerification',
  component: PhotoVerificationPage,
  decorators: [withPage({ path: '/photo-verification' })],
  parameters: { layout: 'fullscreen' },
  beforeEach: withCamera(() => Promise.resolve(fakeCamera())),
} satisfies Meta<typeof PhotoVerificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole way: why, the gesture and the camera, the photo to check, sent for review. */
export const Default: Story = {
  parameters: freshWorld(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Photo verification' }, slow);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }, slow));
    await canvas.findByRole('heading', { name: 'Copy the gesture' }, slow);
    const capture = canvas.getByRole('button', { name: 'Take the photo' });
    await waitFor(() => expect(capture).toBeEnabled(), slow);
    await userEvent.click(capture);
    await canvas.findByRole('heading', { name: 'Check your photo' }, slow);
    await expect(canvas.getByRole('img', { name: 'Your selfie' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send for review' }));
    await canvas.findByRole('heading', { name: 'Your photo is being reviewed' }, slow);
  },
};

/** The camera refused: a photo from the device instead, or the camera again. */
export const CameraRefused: Story = {
  parameters: peaceSign(),
  beforeEach: withCamera(() =>
    Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }, slow));
    await canvas.findByRole('heading', { name: 'The camera is not available' }, slow);
    await expect(canvas.getByRole('button', { name: 'Take or choose a photo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone, in Chinese, at the camera step. */
export const MobileChinese: Story = {
  parameters: peaceSign(),
  globals: { viewport: { value: 'mobile375' }, locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '照片认证' }, slow);
    await userEvent.click(await canvas.findByRole('button', { name: '开始' }, slow));
    const capture = await canvas.findByRole('button', { name: '拍照' }, slow);
    await waitFor(() => expect(capture).toBeEnabled(), slow);
  },
};
