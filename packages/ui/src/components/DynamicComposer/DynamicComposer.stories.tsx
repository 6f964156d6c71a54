import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePhotos } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { DynamicComposer, type DynamicComposerProps } from './DynamicComposer';
import { chineseLabels, labels, uploaded } from './DynamicComposer.storyData';

const meta = {
  title: 'Components/DynamicComposer',
  component: DynamicComposer,
  args: {
    content: '',
    images: [],
    burnAfterReading: false,
    top: false,
    labels,
    onContentChange: fn(),
    onAddImages: fn(),
    onRemoveImage: fn(),
    onBurnAfterReadingChange: fn(),
    onTopChange: fn(),
    onPublish: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DynamicComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The composer with its state held like the app would: images "upload" at once. */
function Composer(args: DynamicComposerProps) {
  const [content, setContent] = useState(args.content);
  const [images, setImages] = useState(args.images);
  const [burnAfterReading, setBurn] = useState(args.burnAfterReading);
  const [top, setTop] = useState(args.top);
  return (
    <DynamicComposer
      {...args}
      content={content}
      images={images}
      burnAfterReading={burnAfterReading}
      top={top}
      onContentChange={(change) => (args.onContentChange(change), setContent(change.content))}
      onAddImages={(add) => {
        args.onAddImages(add);
        setImages((current) => [...current, ...uploaded(add.files.length, current.length)]);
      }}
      onRemoveImage={(remove) => {
        args.onRemoveImage(remove);
        setImages((current) => current.filter((image) => image.id !== remove.id));
      }}
      onBurnAfterReadingChange={(change) => (
        args.onBurnAfterReadingChange(change),
        setBurn(change.burnAfterReading)
      )}
      onTopChange={(change) => (args.onTopChange(change), setTop(change.top))}
    />
  );
}

/** Write, add a photo, turn on burn-after-reading, publish. */
export const Default: Story = {
  render: (args) => <Composer {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const publish = canvas.getByRole('button', { name: 'Publish' });
    await expect(publish).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Share something' }),
      'Sunset swim [[heart]',
    );
    await expect(canvas.getByText('19/1000')).toBeVisible();
    await expect(publish).toBeDisabled();
    const file = new File(['png'], 'sunset.png', { type: 'image/png' });
    await userEvent.upload(
      canvasElement.querySelector('input[type="file"]') as HTMLInputElement,
      file,
    );
    await expect(args.onAddImages).toHaveBeenCalledWith({ files: [file] });
    await userEvent.click(canvas.getByRole('switch', { name: 'Burn after reading' }));
    await expect(publish).toBeEnabled();
    await userEvent.click(publish);
    await expect(args.onPublish).toHaveBeenCalledWith({
      content: 'Sunset swim [heart]',
      images: [samplePhotos[0]],
      burnAfterReading: true,
      top: false,
    });
  },
};

export const Playground: Story = {};

export const Empty: Story = {};

export const Ready: Story = {
  args: { content: 'Golden hour at the beach today [sparkles]', images: uploaded(3) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove photo 2' }));
    await expect(args.onRemoveImage).toHaveBeenCalledWith({ id: 'photo-1' });
  },
};

export const Uploading: Story = {
  args: {
    content: 'Weekend in the mountains',
    images: [
      ...uploaded(2),
      { id: 'u1', src: samplePhotos[2] ?? '', progress: 45 },
      { id: 'u2', src: samplePhotos[3] ?? '', progress: 80 },
    ],
  },
};

export const UploadFailed: Story = {
  args: {
    content: 'Weekend in the mountains',
    images: [...uploaded(1, 1), { id: 'f1', src: samplePhotos[5] ?? '', failed: true }],
  },
};

export const NineImages: Story = {
  args: { content: 'A week in photos', images: uploaded(9), burnAfterReading: true, top: true },
};

export const TooLong: Story = {
  args: { content: 'So much to say! '.repeat(63), images: uploaded(1), maxLength: 1000 },
};

export const Pending: Story = {
  args: {
    content: 'Golden hour at the beach today',
    images: uploaded(2),
    top: true,
    pending: true,
  },
};

export const PublishError: Story = {
  args: {
    content: 'Golden hour at the beach today',
    images: uploaded(2),
    error: 'The dynamic could not be published. Check your connection and try again.',
  },
};

export const Chinese: Story = {
  args: {
    labels: chineseLabels,
    content: '周末去西湖边走了走，桂花开得正好 [smile]',
    images: [...uploaded(3, 4), { id: 'u1', src: samplePhotos[7] ?? '', progress: 60 }],
    burnAfterReading: true,
  },
  globals: inChinese,
};

export const Desktop: Story = { args: { ...Ready.args, top: true }, globals: onDesktop };

export const Mobile: Story = {
  args: Ready.args,
  globals: onMobile,
  render: (args) => <Composer {...args} />,
};

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { args: { ...Uploading.args, burnAfterReading: true }, globals: inDark };
