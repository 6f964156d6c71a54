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
