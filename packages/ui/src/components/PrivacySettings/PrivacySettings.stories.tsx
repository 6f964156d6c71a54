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
};

const meta = {
  title: 'Components/PrivacySettings',
  component: PrivacySettings,
  args: {
    settings: { addFriendMode: 1, showLikes: 0, showComments: 1, matchVerifiedOnly: 0 },
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

export const AllOpen: Story = {
  args: { settings: { addFriendMode: 0, showLikes: 0, showComments: 0, matchVerifiedOnly: 0 } },
};

export const AllPrivate: Story = {
  args: { settings: { addFriendMode: 1, showLikes: 1, showComments: 1, matchVerifiedOnly: 1 } },
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
