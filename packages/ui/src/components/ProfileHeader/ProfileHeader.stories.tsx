import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleMembers, sampleNames, samplePhotos } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { ProfileHeader } from './ProfileHeader';
import { chineseLabels, germanLabels, labels, mia } from './ProfileHeader.storyData';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Components/ProfileHeader',
  component: ProfileHeader,
  args: {
    profile: mia,
    own: false,
    coverSrc: samplePhotos[1],
    regionName: sampleNames.en.region.ES,
    languageName: sampleNames.en.language.es,
    hobbies: ['Photography', 'Salsa', 'Cooking'],
    locale: 'en',
    labels,
    onEditProfile: fn(),
    onFollow: fn(),
    onAddFriend: fn(),
    onChat: fn(),
    onGift: fn(),
    onComplain: fn(),
    onBlock: fn(),
    onDeleteFriend: fn(),
    onOpenCount: fn(),
  },
  parameters: { layout: 'padded' },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else's profile: follow, add friend, chat, gift, report, open a count. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(args.onFollow).toHaveBeenCalledWith({ userId: 1, follow: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Add friend' }));
    await expect(args.onAddFriend).toHaveBeenCalledWith({ userId: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Chat' }));
    await expect(args.onChat).toHaveBeenCalledWith({ userId: 1, imAccount: 'u100001' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send a gift' }));
    await expect(args.onGift).toHaveBeenCalledWith({ userId: 1 });
    await userEvent.click(canvas.getByRole('button', { name: '1,280 Fans' }));
    await expect(args.onOpenCount).toHaveBeenCalledWith({ kind: 'fans', count: 1280 });
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Report' }));
    await expect(args.onComplain).toHaveBeenCalledWith({ userId: 1 });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {};

export const Own: Story = {
  args: { own: true, profile: { ...mia, userDataVo: { ...mia.userDataVo, fans: 0 } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await expect(args.onEditProfile).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '0 Fans' }));
    await expect(args.onOpenCount).toHaveBeenCalledWith({ kind: 'fans', count: 0 });
  },
};

export const FollowingAndRequestSent: Story = {
  args: { profile: { ...mia, isFollow: 1, friendRequestPending: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Request sent' })).toBeDisabled();
  },
};

/** Friends: the menu offers delete friend, block and report. */
export const Friends: Story = {
  args: { profile: { ...mia, isFollow: 1, isFriend: 1 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const entries = await body.findAllByRole('menuitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'Delete friend',
      'Block',
      'Report',
    ]);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete friend' }));
    await expect(args.onDeleteFriend).toHaveBeenCalledWith({ userId: 1 });
    // Opened again once the first menu has gone: its items, still there as it closes, do nothing.
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Block' }));
    await expect(args.onBlock).toHaveBeenCalledWith({ userId: 1, block: true });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // The closed menu gives focus back to its button, whose ring shows or not by how the menu
    // was last reached (Chromium's focus-visible guess): once it is back, it leaves, so the
    // screenshot is the same every run.
    const more = canvas.getByRole('button', { name: 'More actions' });
    await waitFor(() => expect(more).toHaveFocus());
    more.blur();
  },
};

/** A member I blocked: only Unblock, and the menu with report. */
export const Blocked: Story = {
  args: { profile: { ...mia, isBlock: 1 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Chat' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    await expect(args.onBlock).toHaveBeenCalledWith({ userId: 1, block: false });
  },
};

export const BlockedChinese: Story = {
  args: { profile: { ...mia, isBlock: 1 }, labels: chineseLabels },
  globals: { ...onMobile, ...inChinese },
};

export const Pending: Story = { args: { followPending: true, friendPending: true } };

export const MemberLevels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <ProfileHeader
        {...args}
        profile={{ ...mia, ...sampleMembers.lucas, vipLevel: 0 }}
        coverSrc={undefined}
        hobbies={['Climbing']}
      />
      <ProfileHeader
        {...args}
        profile={{ ...mia, ...sampleMembers.diego }}
        coverSrc={samplePhotos[8]}
      />
    </div>
  ),
};

/** A profile with only the required fields: no cover, photo, age, body, hobbies or texts. */
export const Sparse: Story = {
  args: {
    coverSrc: undefined,
    hobbies: [],
    regionName: undefined,
    languageName: undefined,
    profile: {
      ...mia,
      avatar: '',
      age: null,
      gender: 2,
      vipLevel: 0,
      online: 0,
      height: null,
      weight: null,
      occupation: '',
      signature: '',
      introduction: '',
      userDataVo: { fans: 0, follow: 0, friends: 0, visitors: 0, likes: 0 },
    },
  },
};

export const LongText: Story = {
  args: {
    profile: {
      ...mia,
      nickname: 'Maria Fernanda de los Ángeles García-Villanueva',
      occupation: 'Wedding and documentary photographer',
      signature:
        'Sunsets, salsa and long talks about everything. Slow replies on weekdays, fast ones on weekends [heart] [sparkles]',
      introduction: `${mia.introduction}\n\nI speak Spanish and English, and I am learning Japanese. Looking for friends to travel with, swap recipes and practise languages. Serious people only, please: no crypto, no investments.`,
      userDataVo: {
        fans: 1_284_000,
        follow: 9_999,
        friends: 500,
        visitors: 2_000_000,
        likes: 98_765_432,
      },
    },
    hobbies: ['Photography', 'Latin dance', 'Cooking', 'Travel'],
  },
};

export const Chinese: Story = {
  args: {
    labels: chineseLabels,
    locale: 'zh-CN',
    coverSrc: samplePhotos[4],
    profile: {
      ...mia,
      ...sampleMembers.xiaoyu,
      occupation: '摄影师',
      introduction: '在上海工作，周末喜欢拍照和探店。想找一起旅行、练口语的朋友 [smile]',
      isFollow: 1,
    },
    regionName: sampleNames.zh.region.CN,
    languageName: sampleNames.zh.language.zh,
    hobbies: ['摄影', '旅行', '美食'],
  },
  globals: { ...onDesktop, ...inChinese },
};

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const MobileOwn: Story = { args: { own: true }, globals: onMobile };

export const Dark: Story = { globals: { ...onDesktop, ...inDark } };

/** A photo-verified member: the seal after the name, named for screen readers. */
export const Verified: Story = {
  args: { profile: { ...mia, verified: 1 }, labels: { ...labels, verified: 'Verified' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Verified' })).toBeVisible();
  },
};

/** Verified, without the badge's label (an older app): no badge rather than a nameless one. */
export const VerifiedWithoutLabel: Story = {
  args: { profile: { ...mia, verified: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img', { name: 'Verified' })).toBeNull();
  },
};

/** German's long labels: the actions wrap under the avatar on a phone. */
export const MobileGerman: Story = {
  args: {
    labels: germanLabels,
    locale: 'de',
    profile: { ...mia, verified: 1, friendRequestPending: 1 },
    regionName: 'Spanien',
    languageName: 'Spanisch',
    hobbies: ['Fotografie', 'Salsa', 'Kochen'],
  },
  globals: { ...onMobile, locale: 'de' },
};

/** German at 1280 px: the actions stay beside the avatar without covering it. */
export const German: Story = { ...MobileGerman, globals: { ...onDesktop, locale: 'de' } };
