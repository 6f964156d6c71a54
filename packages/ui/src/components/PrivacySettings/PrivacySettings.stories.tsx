import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { PrivacySettings, type PrivacySettingsLabels } from './PrivacySettings';

const labelsEn: PrivacySettingsLabels = {
  title: 'Privacy',
  addFriendMode: {
    label: 'Approve friend requests',
    on: 'On: you approve each friend request first.',
    off: 'Off: anyone can add you as a friend at once.',
  },
  showLikes: {
    label: 'Show likes on my dynamics',
    on: 'On: everyone sees who liked your dynamics.',
    off: 'Off: only you see who liked your dynamics.',
  },
  showComments: {
    label: 'Show comments on my dynamics',
    on: 'On: everyone sees the comments on your dynamics.',
    off: 'Off: only you see the comments on your dynamics.',
  },
  matchVerifiedOnly: {
    label: 'Match only verified members',
    on: 'On: random matching picks only members whose photo was verified.',
    off: 'Off: random matching picks anyone, verified or not.',
  },
  hideLastSeen: {
    label: 'Show my last seen',
    on: 'On: others see when you were last online, and you see theirs.',
    off: "Off: nobody sees when you were last online, and you don't see anyone's. Others still see when you are online.",
  },
};

const labelsZh: PrivacySettingsLabels = {
  title: '隐私',
  addFriendMode: {
    label: '加好友需要验证',
    on: '开启后，每个好友申请都需要你先同意。',
    off: '关闭后，任何人都可以直接加你为好友。',
  },
  showLikes: {
    label: '公开动态的点赞',
    on: '开启后，所有人都能看到谁赞了你的动态。',
    off: '关闭后，只有你能看到谁赞了你的动态。',
  },
  showComments: {
    label: '公开动态的评论',
    on: '开启后，所有人都能看到动态下的评论。',
    off: '关闭后，只有你能看到动态下的评论。',
  },
  matchVerifiedOnly: {
    label: '只匹配已认证的用户',
    on: '开启后，随机匹配只会匹配照片已认证的用户。',
    off: '关闭后，随机匹配会匹配任何人，无论是否认证。',
  },
  hideLastSeen: {
    label: '显示我的最后上线时间',
    on: '开启后，其他人能看到你最后上线的时间，你也能看到他们的。',
    off: '关闭后，没有人能看到你最后上线的时间，你也看不到别人的。在线状态仍会显示。',
  },
};

const meta = {
  title: 'Components/PrivacySettings',
  component: PrivacySettings,
  args: {
    settings: {
      addFriendMode: 1,
      showLikes: 0,
      showComments: 1,
      matchVerifiedOnly: 0,
      hideLastSeen: 0,
    },
    labels: labelsEn,
    onChange: fn(),
  },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrivacySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each switch sends its own setting in the API's terms (0 public, 1 only me). */
export const Default: Story = {
  render: function Settings(args) {
    const [settings, setSettings] = useState(args.settings);
    return (
      <PrivacySettings
        {...args}
        settings={settings}
        onChange={(change) => {
          args.onChange(change);
          setSettings({ ...settings, ...change });
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const likes = canvas.getByRole('switch', { name: 'Show likes on my dynamics' });
    await expect(likes).toBeChecked();
    // The description says what the switch means now, and follows it.
    await expect(likes).toHaveAccessibleDescription('On: everyone sees who liked your dynamics.');
    await userEvent.click(likes);
    await expect(args.onChange).toHaveBeenLastCalledWith({ showLikes: 1 });
    await expect(likes).not.toBeChecked();
    await expect(likes).toHaveAccessibleDescription('Off: only you see who liked your dynamics.');
    const requests = canvas.getByRole('switch', { name: 'Approve friend requests' });
    requests.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ addFriendMode: 0 });
  },
};

export const Playground: Story = {};

/** Hiding one's last seen: the switch turns off and says the online dot still shows. */
export const HidingLastSeen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const lastSeen = canvas.getByRole('switch', { name: 'Show my last seen' });
    await expect(lastSeen).toBeChecked();
    await userEvent.click(lastSeen);
    await expect(args.onChange).toHaveBeenLastCalledWith({ hideLastSeen: 1 });
  },
};

export const AllOpen: Story = {
  args: {
    settings: {
      addFriendMode: 0,
      showLikes: 0,
      showComments: 0,
      matchVerifiedOnly: 0,
      hideLastSeen: 0,
    },
  },
};

export const AllPrivate: Story = {
  args: {
    settings: {
      addFriendMode: 1,
      showLikes: 1,
      showComments: 1,
      matchVerifiedOnly: 1,
      hideLastSeen: 1,
    },
  },
};

export const Saving: Story = {
  args: { pendingSetting: 'showComments' },
  play: async ({ canvasElement }) => {
    const comments = within(canvasElement).getByRole('switch', { name: /Show comments/ });
    await expect(comments).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { error: 'Your settings could not be saved. Please try again.' },
};

export const Chinese: Story = { args: { labels: labelsZh }, globals: inChinese };

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { args: { pendingSetting: 'showLikes' }, globals: inDark };
