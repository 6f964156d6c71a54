import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { LuckCard } from './LuckCard';
import { vars } from '../../theme/contract.css';

const labels = {
  title: "Today's luck",
  score: 'Luck score {score} out of 100',
  loading: "Loading today's luck",
};
const chineseLabels = {
  title: '今日运势',
  score: '运势 {score} 分（满分 100）',
  loading: '正在加载今日运势',
};

const meta = {
  title: 'Components/LuckCard',
  component: LuckCard,
  args: {
    luck: {
      score: 88,
      message: 'Love is in the air today: say hi first, someone is waiting for it!',
      date: '2026-11-22',
    },
    dateLabel: 'Sunday, November 22',
    labels,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LuckCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: "Today's luck" });
    await expect(within(card).getByText('Luck score 88 out of 100')).toBeInTheDocument();
    await expect(within(card).getByText(/say hi first/)).toBeVisible();
  },
};

export const Playground: Story = {};

/** Scores from low to high: stars fill in halves every 10 points. */
export const Scores: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      {[
        {
          day: 'Monday',
          score: 12,
          message: 'A quiet day. Good for reading old messages and replying to them.',
        },
        {
          day: 'Tuesday',
          score: 47,
          message: 'An ordinary day with a small surprise in the evening.',
        },
        {
          day: 'Wednesday',
          score: 73,
          message: 'Conversations flow easily today. Try a new language!',
        },
        {
          day: 'Thursday',
          score: 100,
          message: 'A perfect day. Whatever you start today goes well.',
        },
      ].map(({ day, ...luck }) => (
        <LuckCard
          key={day}
          {...args}
          luck={{ ...luck, date: '2026-11-22' }}
          dateLabel={undefined}
          labels={{ ...labels, title: `${day}'s luck` }}
        />
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { luck: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "Loading today's luck",
    );
  },
};

export const LongText: Story = {
  args: {
    luck: {
      score: 64,
      message:
        'Someone from far away is thinking about you today. Keep your messages short and warm, send a photo of your favourite place, and do not be afraid to ask the question you have been saving: the answer will surprise you in a good way.',
      date: '2026-11-22',
    },
  },
};

export const Chinese: Story = {
  args: {
    labels: chineseLabels,
    dateLabel: '11月22日 星期日',
    luck: { score: 88, message: '今天桃花运旺盛，主动打个招呼吧！', date: '2026-11-22' },
  },
  globals: inChinese,
};

export const Desktop: Story = { globals: onDesktop };

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark, render: Scores.render };
