import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePhotos } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { Album, type AlbumLabels, type AlbumPhoto } from './Album';
import { vars } from '../../theme/contract.css';

const labels: AlbumLabels = {
  title: "Mia's photos",
  photo: 'Photo {index} of {count}',
  add: 'Add photos',
  delete: 'Delete photo {index}',
  lockedTitle: "Mia's photos are private",
  lockedDescription: "Pay 3 gold coins once to see all of Mia's photos, now and later.",
  unlock: 'Pay 3 coins to view',
  emptyTitle: 'No photos yet',
  emptyDescription: 'Photos Mia shares will show here.',
  loading: 'Loading photos',
};

const chineseLabels: AlbumLabels = {
  title: '小雨的相册',
  photo: '第 {index} 张，共 {count} 张',
  add: '添加照片',
  delete: '删除第 {index} 张照片',
  lockedTitle: '小雨的照片已加密',
  lockedDescription: '支付 3 金币即可永久查看小雨的全部照片。',
  unlock: '支付 3 金币查看',
  emptyTitle: '还没有照片',
  emptyDescription: '上传几张照片，让大家更了解你。',
  loading: '正在加载照片',
};

const photos: AlbumPhoto[] = samplePhotos
  .slice(0, 7)
  .map((url, index) => ({ id: index + 1, url, locked: false }));
const lockedPhotos: AlbumPhoto[] = photos
  .slice(0, 5)
  .map((photo) => ({ ...photo, url: null, locked: true }));

const meta = {
  title: 'Components/Album',
  component: Album,
  args: {
    photos,
    own: false,
    labels,
    onOpen: fn(),
    onAddPhotos: fn(),
    onDelete: fn(),
    onUnlock: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Album>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone's album: a photo opens the preview at its index. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: "Mia's photos" });
    await userEvent.click(within(list).getByRole('button', { name: 'Photo 3 of 7' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ index: 2 });
    await expect(within(list).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** The own album: the add tile picks files, each photo can be deleted (the app confirms). */
export const Own: Story = {
  args: { own: true, labels: { ...labels, title: 'My photos' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete photo 2' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ photoId: 2 });
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['gif'], 'beach.gif', { type: 'image/gif' });
    await userEvent.upload(input, file);
    await expect(args.onAddPhotos).toHaveBeenCalledWith({ files: [file] });
  },
};

export const Uploading: Story = { args: { own: true, uploading: 2, deletingIds: [3] } };

/** A gender-1 viewer without photo permission: the 3-coin unlock. */
export const Locked: Story = {
  args: { photos: lockedPhotos },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 3 coins to view' }));
    await expect(args.onUnlock).toHaveBeenCalledOnce();
  },
};

export const Unlocking: Story = { args: { photos: lockedPhotos, unlockPending: true } };

export const Empty: Story = { args: { photos: [] } };

export const EmptyOwn: Story = {
  args: {
    photos: [],
    own: true,
    labels: { ...labels, emptyDescription: 'Add a few photos so people get to know you.' },
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading photos');
  },
};

export const FewPhotos: Story = { args: { photos: photos.slice(0, 2), own: true } };

export const Chinese: Story = {
  args: { labels: chineseLabels, own: true },
  globals: inChinese,
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.xlarge }}>
      <Album {...args} />
      <Album {...args} own={false} photos={lockedPhotos.slice(0, 3)} />
    </div>
  ),
};

export const Desktop: Story = { args: { own: true }, globals: onDesktop };

export const Mobile: Story = { args: { own: true }, globals: onMobile };

export const MobileLocked: Story = { args: { photos: lockedPhotos }, globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = {
  args: { own: true },
  globals: inDark,
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.xlarge }}>
      <Album {...args} />
      <Album {...args} own={false} photos={lockedPhotos} />
    </div>
  ),
};
