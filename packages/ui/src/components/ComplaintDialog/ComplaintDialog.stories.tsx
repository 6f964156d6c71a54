import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../private/Button';
import { samplePhotos } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { ComplaintDialog, type ComplaintDialogProps } from './ComplaintDialog';
import { complaintLabelsEn, complaintLabelsZh, sampleReasons } from './sampleReasons';

const meta = {
  title: 'Components/ComplaintDialog',
  component: ComplaintDialog,
  args: {
    open: true,
    title: 'Report Lucas',
    description:
      'Our team reviews every report within 24 hours. Lucas will not know who reported him.',
    reasons: sampleReasons.en,
    labels: complaintLabelsEn,
    images: [],
    pending: false,
    onSubmit: fn(),
    onCancel: fn(),
    onAddImage: fn(),
    onRemoveImage: fn(),
  },
  globals: onDesktop,
} satisfies Meta<typeof ComplaintDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat's report flow, with screenshots the app uploads when the add tile asks for one. */
function ReportFromChat(args: ComplaintDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [images, setImages] = useState<string[]>([]);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Report
      </Button>
      <ComplaintDialog
        {...args}
        open={open}
        images={images}
        onAddImage={() => {
          args.onAddImage?.();
          setImages((current) => [...current, samplePhotos[current.length + 2]!]);
        }}
        onRemoveImage={(image) => {
          args.onRemoveImage?.(image);
          setImages((current) => current.filter((_, index) => index !== image.index));
        }}
        onCancel={() => {
          args.onCancel();
          close();
        }}
        onSubmit={(complaint) => {
          args.onSubmit(complaint);
          close();
        }}
      />
    </>
  );
}

/** Report from the chat: no sending without a reason; choose one, say what happened, submit. */
export const Default: Story = {
  args: { open: false },
  render: (args) => <ReportFromChat {...args} />,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Report' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Report Lucas' }));
    const submit = dialog.getByRole('button', { name: 'Submit report' });
    await expect(submit).toBeDisabled();

    await userEvent.click(dialog.getByRole('radio', { name: 'Fraud or asking for money' }));
    await expect(submit).toBeEnabled();
    const notes = dialog.getByRole('textbox', { name: 'What happened?' });
    // Pasted, as people often do with what they wrote elsewhere (and typing is slow in tests).
    await userEvent.click(notes);
    await userEvent.paste('He asked me for money.');
    await expect(notes).toHaveAccessibleDescription('22/1000');

    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 4,
      notes: 'He asked me for money.',
      images: [],
    });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Add two screenshots, remove the first: one stays. */
export const AddAndRemoveScreenshots: Story = {
  args: { open: true, defaultReasonId: 3 },
  // No screenshot: after the tiles move, Chromium leaves a few stray corner pixels that differ
  // from run to run. WithScreenshots pictures the same state.
  parameters: { screenshot: false },
  render: (args) => <ReportFromChat {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    const add = dialog.getByRole('button', { name: 'Add screenshot' });
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(args.onAddImage).toHaveBeenCalledTimes(2);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove screenshot 1' }));
    await expect(args.onRemoveImage).toHaveBeenCalledWith({ index: 0 });
    await expect(dialog.getAllByRole('img', { name: /Screenshot/ })).toHaveLength(1);
  },
};

export const Playground: Story = {};

export const WithScreenshots: Story = {
  args: { defaultReasonId: 3, images: samplePhotos.slice(2, 4) },
};

/** Three screenshots: no room for another. */
export const ScreenshotsFull: Story = {
  args: { defaultReasonId: 5, images: samplePhotos.slice(2, 5) },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.queryByRole('button', { name: 'Add screenshot' })).not.toBeInTheDocument();
  },
};

/** A screenshot uploads: submitting waits for it. */
export const Uploading: Story = {
  args: { defaultReasonId: 4, images: samplePhotos.slice(2, 3), imageUploading: true },
};

export const Pending: Story = {
  args: { defaultReasonId: 4, images: samplePhotos.slice(2, 3), pending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Submit report' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const SubmitFailed: Story = {
  args: {
    defaultReasonId: 1,
    error: 'Your report could not be sent. Check your connection and try again.',
  },
};

export const LongText: Story = {
  args: {
    title: 'Report Maximiliane-Josephine von Hohenberg-Wittelsbach',
    defaultReasonId: 9,
    reasons: [
      ...sampleReasons.en,
      { id: 9, type: 3, reason: 'Asks to move the conversation to another app or a phone number' },
    ],
  },
};

const chinese = {
  title: '举报 Lucas',
  description: '我们会在 24 小时内处理每一条举报，对方不会知道是谁举报了他。',
  reasons: sampleReasons.zh,
  labels: complaintLabelsZh,
};

export const Chinese: Story = {
  args: { ...chinese, defaultReasonId: 4, images: samplePhotos.slice(2, 3) },
  globals: { ...onDesktop, ...inChinese },
};

export const Mobile: Story = { args: { defaultReasonId: 3 }, globals: onMobile };

export const MobileChinese: Story = { args: chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = {
  args: { defaultReasonId: 3, images: samplePhotos.slice(2, 4) },
  globals: { ...onDesktop, ...inDark },
};
