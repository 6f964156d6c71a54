import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UserBrief } from '../../private/member';
import { sampleNames, samplePhotos } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { UserCard, type UserCardProps } from './UserCard';
import {
  chineseLabels,
  diego,
  en,
  labels,
  lucas,
  mia,
  oleg,
  sakura,
  xiaoyu,
} from './UserCard.storyData';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Components/UserCard',
  component: UserCard,
  args: {
    user: { ...mia, photos: [samplePhotos[0] ?? ''] },
    variant: 'compact',
    regionName: en.region.ES,
    languageName: en.language.es,
    profileHref: '/profile/1',
    labels,
    following: false,
    friendState: 'none',
    onFollow: fn(),
    onAddFriend: fn(),
    onChat: fn(),
    onNavigate: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['compact', 'large'] },
    friendState: { control: 'inline-radio', options: ['none', 'pending', 'friends'] },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 560 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof UserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Mia' });
    await userEvent.click(within(card).getByRole('button', { name: 'Follow' }));
    await expect(args.onFollow).toHaveBeenCalledWith({ userId: 1, follow: true });
    await userEvent.click(within(card).getByRole('button', { name: 'Add friend' }));
    await expect(args.onAddFriend).toHaveBeenCalledWith({ userId: 1 });
    await userEvent.click(within(card).getByRole('button', { name: 'Say hi' }));
    await expect(args.onChat).toHaveBeenCalledWith({ userId: 1, imAccount: 'u100001' });
    await userEvent.click(within(card).getByRole('link', { name: 'Mia' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/profile/1' });
  },
};

export const Playground: Story = {};

export const Large: Story = {
  args: { variant: 'large' },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
};

const grid = (args: UserCardProps, people: UserBrief[], names = en) => (
  <div
    style={{
      display: 'grid',
      gap: vars.space.large,
      gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      maxWidth: 1000,
    }}
  >
    {people.map((user, index) => (
      <UserCard
        key={user.id}
        {...args}
        user={{ ...user, photos: index % 3 === 1 ? [] : [samplePhotos[index] ?? ''] }}
        regionName={names.region[user.region]}
        languageName={names.language[user.commonLanguage]}
        profileHref={`/profile/${user.id}`}
        following={index === 2}
        friendState={index === 4 ? 'friends' : index === 3 ? 'pending' : 'none'}
      />
    ))}
  </div>
);

/** The home page's recommended users. */
export const RecommendedGrid: Story = {
  args: { variant: 'large' },
  parameters: { wide: true },
  globals: onDesktop,
  render: (args) => grid(args, [mia, lucas, xiaoyu, oleg, sakura, diego]),
};

/** The encounter page's list of members online now. */
export const EncounterList: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      {[mia, xiaoyu, lucas, diego].map((user, index) => (
        <UserCard
          key={user.id}
          {...args}
          user={user}
          regionName={en.region[user.region]}
          languageName={en.language[user.commonLanguage]}
          following={index === 1}
        />
      ))}
    </div>
  ),
};

export const MemberLevels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      <UserCard
        {...args}
        user={{ ...lucas }}
        regionName={en.region.DE}
        languageName={en.language.de}
      />
      <UserCard {...args} user={{ ...mia }} />
      <UserCard
        {...args}
        user={{ ...xiaoyu }}
        regionName={en.region.CN}
        languageName={en.language.zh}
      />
    </div>
  ),
};

export const Following: Story = {
  args: { following: true },
  play: async ({ args, canvasElement }) => {
    const follow = within(canvasElement).getByRole('button', { name: 'Follow' });
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(follow);
    await expect(args.onFollow).toHaveBeenCalledWith({ userId: 1, follow: false });
  },
};

export const FriendRequestSent: Story = {
  args: { friendState: 'pending' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request sent' }));
    await expect(args.onAddFriend).not.toHaveBeenCalled();
  },
};

export const Friends: Story = { args: { friendState: 'friends', following: true } };

export const WithoutPhoto: Story = {
  args: { user: { ...oleg, avatar: '', signature: '' }, regionName: en.region.RU },
};

export const WithoutActions: Story = {
  args: { onFollow: undefined, onAddFriend: undefined, onChat: undefined, profileHref: undefined },
};

export const LongText: Story = {
  args: {
    user: {
      ...diego,
      nickname: 'Diego Alejandro Fernández de la Vega Castillo',
      signature:
        'Chef by day, guitarist by night, part-time philosopher and full-time dreamer. Looking for someone who laughs at my jokes and shares the last taco [joy] [fire]',
    },
    regionName: 'Mexico (United Mexican States)',
    languageName: en.language.es,
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.large, gridTemplateColumns: '260px 1fr' }}>
      <UserCard {...args} variant="large" />
      <UserCard {...args} />
    </div>
  ),
};

export const Chinese: Story = {
  args: {
    user: { ...xiaoyu, photos: [samplePhotos[4] ?? ''] },
    labels: chineseLabels,
    regionName: sampleNames.zh.region.CN,
    languageName: sampleNames.zh.language.zh,
  },
  globals: inChinese,
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: vars.space.large,
        gridTemplateColumns: '240px 1fr',
        alignItems: 'start',
      }}
    >
      <UserCard {...args} variant="large" />
      <div style={{ display: 'grid', gap: vars.space.medium }}>
        <UserCard {...args} />
        <UserCard
          {...args}
          user={sakura}
          regionName={sampleNames.zh.region.JP}
          languageName={sampleNames.zh.language.ja}
          friendState="pending"
          following
        />
      </div>
    </div>
  ),
};

export const Mobile: Story = {
  globals: onMobile,
  parameters: { wide: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      <UserCard {...args} />
      <div style={{ display: 'grid', gap: vars.space.medium, gridTemplateColumns: '1fr 1fr' }}>
        <UserCard {...args} variant="large" onFollow={undefined} onAddFriend={undefined} />
        <UserCard
          {...args}
          variant="large"
          user={{ ...lucas, photos: [samplePhotos[1] ?? ''] }}
          regionName={en.region.DE}
          languageName={undefined}
          onFollow={undefined}
          onAddFriend={undefined}
        />
      </div>
    </div>
  ),
};

export const MobileChinese: Story = {
  ...Chinese,
  globals: { ...onMobile, ...inChinese },
  parameters: { wide: true },
  render: (args) => grid(args, [xiaoyu, sakura, oleg, mia], sampleNames.zh),
};

export const Dark: Story = { ...RecommendedGrid, globals: { ...onDesktop, ...inDark } };

/** Photo-verified members: the seal after the name in both variants. */
export const Verified: Story = {
  args: { labels: { ...labels, verified: 'Verified' } },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.large, gridTemplateColumns: '260px 1fr' }}>
      <UserCard {...args} variant="large" user={{ ...mia, verified: 1 }} />
      <div style={{ display: 'grid', gap: vars.space.medium, alignContent: 'start' }}>
        <UserCard {...args} user={{ ...lucas, verified: 1 }} regionName={en.region.DE} />
        <UserCard {...args} user={{ ...xiaoyu, verified: 1 }} regionName={en.region.CN} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Lucas Becker' });
    await expect(within(card).getByRole('img', { name: 'Verified' })).toBeVisible();
  },
};
