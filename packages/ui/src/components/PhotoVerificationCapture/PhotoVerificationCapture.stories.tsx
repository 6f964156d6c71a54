import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { inDark, onDesktop, onMobile } from '../../private/stories';
import { PhotoVerificationCapture } from './PhotoVerificationCapture';
import {
  captureLabels,
  fakeCameraStream,
  samplePhotoUrl,
} from './PhotoVerificationCapture.storyData';

const meta = {
  title: 'Components/PhotoVerificationCapture',
  component: PhotoVerificationCapture,
  args: {
    step: 'intro',
    gesture: 'peace',
    labels: captureLabels.en,
    onStart: fn(),
    onCapture: fn(),
    onRetake: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    step: {
      control: 'select',
      options: ['intro', 'camera', 'cameraError', 'review', 'pending', 'approved', 'refused'],
    },
  },
  globals: onMobile,
} satisfies Meta<typeof PhotoVerificationCapture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Why verify and who sees the selfie; Start asks the app for the camera. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Verified' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    canvas.getByRole('button', { name: 'Start' }).blur();
  },
};

export const Playground: Story = {};

export const IntroDesktop: Story = { globals: onDesktop };

/** The live camera (a drawn fake here) under the gesture; Take photo sends a JPEG frame. */
export const Camera: Story = {
  args: { step: 'camera' },
  loaders: [() => ({ stream: fakeCameraStream() })],
  render: (args, { loaded }) => (
    <PhotoVerificationCapture {...args} stream={loaded.stream as MediaStream} />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Make a peace sign')).toBeVisible();
    const capture = canvas.getByRole('button', { name: 'Take photo' });
    await waitFor(() => expect(capture).toBeEnabled());
    await userEvent.click(capture);
    await waitFor(() => expect(args.onCapture).toHaveBeenCalledOnce());
    const photo: Blob = args.onCapture.mock.calls[0]![0];
    await expect(photo.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(photo);
    await expect([bitmap.width, bitmap.height]).toEqual([640, 480]);
    capture.blur();
  },
};

export const CameraDesktop: Story = { ...Camera, globals: onDesktop };

/** The browser has not given the camera yet. */
export const CameraStarting: Story = {
  args: { step: 'camera', stream: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Starting the camera');
    await expect(canvas.getByRole('button', { name: 'Take photo' })).toBeDisabled();
  },
};

export const CameraStartingDesktop: Story = { ...CameraStarting, globals: onDesktop };

/** Camera refused or missing: a photo from the phone's camera or a file instead. */
export const CameraError: Story = {
  args: { step: 'cameraError' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Take or choose a photo' })).toBeVisible();
    // The picker itself is the browser's: the input's change stands for a chosen file.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute('capture', 'user');
    const file = new File(['selfie'], 'selfie.jpg', { type: 'image/jpeg' });
    await fireEvent.change(input, { target: { files: [file] } });
    await expect(args.onCapture).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    canvas.getByRole('button', { name: 'Try again' }).blur();
  },
};

export const CameraErrorDesktop: Story = { ...CameraError, globals: onDesktop };

/** The photo to check: retake it or send it. */
export const Review: Story = {
  args: { step: 'review', photoUrl: samplePhotoUrl },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Your selfie' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retake' }));
    await expect(args.onRetake).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    canvas.getByRole('button', { name: 'Send' }).blur();
  },
};

export const ReviewDesktop: Story = { ...Review, globals: onDesktop };

export const Submitting: Story = {
  args: { step: 'review', photoUrl: samplePhotoUrl, submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Retake' })).toBeDisabled();
  },
};

/** The upload failed: the server's words as an alert, the photo kept. */
export const Failed: Story = {
  args: {
    step: 'review',
    photoUrl: samplePhotoUrl,
    error: 'The photo could not be sent. Check your connection and try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be sent');
  },
};

export const Pending: Story = { args: { step: 'pending' } };

export const PendingDesktop: Story = { ...Pending, globals: onDesktop };

export const Approved: Story = {
  args: { step: 'approved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Verified' })).toBeVisible();
  },
};

export const ApprovedDesktop: Story = { ...Approved, globals: onDesktop };

export const Refused: Story = {
  args: {
    step: 'refused',
    reason: 'Your hand is not visible in the photo. Make sure the gesture is in the picture.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your hand is not visible/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    canvas.getByRole('button', { name: 'Try again' }).blur();
  },
};

export const RefusedDesktop: Story = { ...Refused, globals: onDesktop };

export const Dark: Story = { ...Camera, globals: { ...onDesktop, ...inDark } };

export const DarkReview: Story = { ...Review, globals: { ...onMobile, ...inDark } };

/** German's long words: the buttons and the gesture wrap rather than overflow. */
export const German: Story = {
  args: { labels: captureLabels.de, step: 'review', photoUrl: samplePhotoUrl, gesture: 'pointUp' },
  globals: { ...onMobile, locale: 'de' },
};

export const GermanIntro: Story = {
  args: { labels: captureLabels.de },
  globals: { ...onMobile, locale: 'de' },
};

export const GermanCameraError: Story = {
  args: { labels: captureLabels.de, step: 'cameraError', gesture: 'callMe' },
  globals: { ...onDesktop, locale: 'de' },
};
