import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { queueLabels, sampleCases, sampleCasesZh } from '../ModerationCase/sampleModeration';
import { ModerationQueue } from './ModerationQueue';

const meta = {
  title: 'Components/ModerationQueue',
  component: ModerationQueue,
  args: { cases: sampleCases, labels: queueLabels.en, selectedId: 31, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop: the arrows move between the cases, Enter opens one. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /Fraud or asking for money/ });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(first).toHaveTextContent('waited 26 h');
    await expect(first).toHaveTextContent('Reported by さくら');
    const second = canvas.getByRole('button', { name: /Fake profile/ });
    await expect(second).toHaveAttribute('tabindex', '-1');
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith({ id: 32 });
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenLastCalledWith({ id: 31 });
    first.blur();
  },
};

export const Playground: Story = {};

export const Loading: Story = { args: { loading: true, cases: [] } };

export const Empty: Story = {
  args: { cases: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to review')).toBeVisible();
  },
};

export const More: Story = { args: { hasMore: true } };

export const Chinese: Story = {
  args: { labels: queueLabels.zh, cases: sampleCasesZh },
  globals: inChinese,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已等待 26 小时')).toBeVisible();
  },
};

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { globals: inDark };
