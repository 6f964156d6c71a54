import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleNames } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { MatchPanel, type MatchPanelProps, type MatchStatus } from './MatchPanel';
import { useMatchCountdown } from './useMatchCountdown';
import { chineseLabels, labels, match } from './MatchPanel.storyData';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Components/MatchPanel',
  component: MatchPanel,
  // The matched card loads on demand: have its code ready before a story renders, so every
  // screenshot shows the card rather than its placeholder.
  loaders: [() => import('../UserCard')],
  args: {
    status: 'idle',
    remaining: 2,
    limit: 3,
    labels,
    onStart: fn(),
    onCancel: fn(),
    onContinue: fn(),
    onChat: fn(),
    onUpgrade: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'matching', 'matched', 'exhausted'] },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 520, margin: '0 auto' }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof MatchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel with its countdown running like the app would (the API never answers here). */
function Matching(args: MatchPanelProps) {
  const [status, setStatus] = useState<MatchStatus>(args.status);
  const secondsLeft = useMatchCountdown({
    running: status === 'matching',
    onTimeout: () => setStatus('idle'),
  });
  return (
    <MatchPanel
      {...args}
      status={status}
      secondsLeft={secondsLeft}
      onStart={() => (args.onStart?.(), setStatus('matching'))}
      onCancel={() => (args.onCancel?.(), setStatus('idle'))}
    />
  );
}

/** Start, watch the countdown tick (real time: Storybook has no fake timers), cancel. */
export const Default: Story = {
  render: (args) => <Matching {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start matching' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('timer', { name: '15 seconds left' })).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('timer', { name: '14 seconds left' })).toBeVisible(),
      { timeout: 3000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('heading', { name: 'Meet someone new' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Starting: Story = { args: { starting: true } };

export const Countdown: Story = { args: { status: 'matching', secondsLeft: 11 } };

export const Matched: Story = {
  args: { status: 'matched', remaining: 1, match },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The card's code loads on demand (the countdown usually hides that).
    await expect(await canvas.findByRole('article', { name: 'さくら' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Say hi' }));
    await expect(args.onChat).toHaveBeenCalledWith({ userId: 5, imAccount: 'u100005' });
    await userEvent.click(canvas.getByRole('button', { name: 'Match again' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** The last attempt found someone: "Match again" waits for tomorrow. */
export const MatchedLastAttempt: Story = { args: { status: 'matched', remaining: 0, match } };

export const Exhausted: Story = {
  args: { status: 'exhausted', remaining: 0 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upgrade to VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

/** The daily attempts by member level: normal 3, VIP 10, SVIP 30 (no dots beyond 10). */
export const MemberLevels: Story = {
  globals: onDesktop,
  parameters: { wide: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.large, gridTemplateColumns: 'repeat(3, 1fr)' }}>
      <MatchPanel {...args} remaining={3} limit={3} />
      <MatchPanel
        {...args}
        remaining={7}
        limit={10}
        labels={{ ...labels, idleTitle: 'VIP: meet someone new' }}
      />
      <MatchPanel
        {...args}
        remaining={26}
        limit={30}
        labels={{ ...labels, idleTitle: 'SVIP: meet someone new' }}
      />
    </div>
  ),
};

export const Chinese: Story = {
  args: {
    labels: chineseLabels,
    status: 'matched',
    match: {
      ...match,
      regionName: sampleNames.zh.region.JP,
      languageName: sampleNames.zh.language.ja,
    },
  },
  globals: inChinese,
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <MatchPanel {...args} status="matching" secondsLeft={9} />
      <MatchPanel {...args} />
      <MatchPanel {...args} status="exhausted" remaining={0} />
    </div>
  ),
};

export const Mobile: Story = { args: { status: 'matching', secondsLeft: 6 }, globals: onMobile };

export const MobileMatched: Story = { args: Matched.args, globals: onMobile };

export const MobileChinese: Story = {
  ...Chinese,
  globals: { ...onMobile, ...inChinese },
  render: undefined,
  args: { ...Chinese.args, status: 'idle' },
};

export const Dark: Story = {
  globals: { ...onDesktop, ...inDark },
  parameters: { wide: true },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: vars.space.large,
        gridTemplateColumns: 'repeat(3, 1fr)',
        alignItems: 'start',
      }}
    >
      <MatchPanel {...args} />
      <MatchPanel {...args} status="matching" secondsLeft={4} />
      <MatchPanel {...args} status="exhausted" remaining={0} />
    </div>
  ),
};
