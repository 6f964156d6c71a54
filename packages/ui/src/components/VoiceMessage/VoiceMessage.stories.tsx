import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { vars } from '../../theme/contract.css';
import { VoiceMessage } from './VoiceMessage';

const waveform = Array.from({ length: 48 }, (_, i) =>
  i > 20 && i < 26 ? 1 : Math.round(6 + 22 * Math.abs(Math.sin(i * 0.55))),
);
const labelsEn = { voiceMessage: 'Voice message, {seconds} seconds', play: 'Play', pause: 'Pause' };
const labelsZh = { voiceMessage: '语音消息，{seconds} 秒', play: '播放', pause: '暂停' };

const meta = {
  title: 'Components/VoiceMessage',
  component: VoiceMessage,
  args: { duration: 12, waveform, labels: labelsEn, side: 'peer', onToggle: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'inline-flex', padding: vars.space.medium }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoiceMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named for what it is and how long; its button plays it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Voice message, 12 seconds' })).toBeVisible();
    await expect(canvas.getByText('0:12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

/** Playing, 40 % through: the bars fill and the time counts up. */
export const Playing: Story = {
  args: { playing: true, progress: 0.4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

/** A short message with few bars. */
export const Short: Story = { args: { duration: 2, waveform: [4, 18, 25, 9, 3] } };

export const Chinese: Story = {
  args: { labels: labelsZh, duration: 37, playing: true, progress: 0.4 },
  globals: { ...onDesktop, ...inChinese },
};

export const Mobile: Story = { args: { duration: 60 }, globals: onMobile };

export const Dark: Story = {
  args: { playing: true, progress: 0.4 },
  globals: { ...onDesktop, ...inDark },
};
