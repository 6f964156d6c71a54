import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { auditLabels, formatStoryTime, sampleAudit } from '../ModerationCase/sampleModeration';
import { ModerationAuditLog } from './ModerationAuditLog';

const meta = {
  title: 'Components/ModerationAuditLog',
  component: ModerationAuditLog,
  args: {
    entries: sampleAudit,
    labels: auditLabels.en,
    formatTime: formatStoryTime,
    onLoadMore: fn(),
  },
} satisfies Meta<typeof ModerationAuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what to whom, when and why. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[2]).toHaveTextContent('Suspend');
    await expect(rows[2]).toHaveTextContent('Lucas Becker');
    await expect(canvas.getByRole('columnheader', { name: 'Operator' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Loading: Story = { args: { loading: true, entries: [] } };

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No actions yet')).toBeVisible();
  },
};

export const More: Story = { args: { hasMore: true } };

export const Chinese: Story = {
  args: { labels: auditLabels.zh },
  globals: inChinese,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: '操作人' })).toBeVisible();
  },
};

export const Desktop: Story = { globals: onDesktop };

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { globals: inDark };
