import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inChinese, inDark } from '../../private/stories';
import { PeerPresence } from './PeerPresence';

const meta = {
  title: 'Components/PeerPresence',
  component: PeerPresence,
  args: { online: true, status: 'Online', typing: false, typingLabel: 'typing…' },
} satisfies Meta<typeof PeerPresence>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.queryByText('typing…')).toBeNull();
  },
};

export const Playground: Story = {};

export const Offline: Story = { args: { online: false, status: 'Offline' } };

/** Offline, with the time the peer's last connection closed (the app words it). */
export const LastSeenMinutesAgo: Story = {
  args: { online: false, status: 'Last seen 5 minutes ago', since: '2026-12-03T13:58:00.000Z' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByText('Last seen 5 minutes ago');
    await expect(status.tagName).toBe('TIME');
    await expect(status).toHaveAttribute('dateTime', '2026-12-03T13:58:00.000Z');
  },
};

export const LastSeenYesterday: Story = {
  args: {
    online: false,
    status: 'Last seen yesterday at 14:03',
    since: '2026-12-02T14:03:00.000Z',
  },
};

export const LastSeenDate: Story = {
  args: { online: false, status: 'Last seen Dec 3', since: '2026-12-03T14:03:00.000Z' },
};

export const LastSeenInChinese: Story = {
  args: { online: false, status: '最后上线：昨天 14:03', since: '2026-12-02T14:03:00.000Z' },
  globals: inChinese,
};

/** A long wording in a narrow header stays on one line and ends with an ellipsis. */
export const LastSeenNarrow: Story = {
  args: {
    online: false,
    status: 'Был(а) в сети вчера в 14:03',
    since: '2026-12-02T14:03:00.000Z',
    style: { width: '140px' },
  },
};

/** Typing takes precedence over last seen. */
export const TypingOverLastSeen: Story = {
  args: {
    online: false,
    status: 'Last seen 5 minutes ago',
    since: '2026-12-03T13:58:00.000Z',
    typing: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('typing…')).toBeVisible();
    await expect(canvas.queryByText('Last seen 5 minutes ago')).toBeNull();
  },
};

export const LastSeenDark: Story = { ...LastSeenMinutesAgo, globals: inDark };

/** The peer types: "typing…" replaces the status, in the polite live region that was there. */
export const Typing: Story = {
  args: { typing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const typing = canvas.getByText('typing…');
    await expect(typing).toBeVisible();
    await expect(typing).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByText('Online')).toBeNull();
  },
};

export const TypingInChinese: Story = {
  args: { status: '在线', typing: true, typingLabel: '对方正在输入…' },
  globals: inChinese,
};

export const TypingDark: Story = { ...Typing, globals: inDark };
