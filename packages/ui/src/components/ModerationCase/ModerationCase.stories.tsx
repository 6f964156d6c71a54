import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { ModerationCase } from './ModerationCase';
import {
  caseLabels,
  formatStoryTime,
  handledContext,
  sampleContext,
  sampleContextZh,
} from './sampleModeration';

const meta = {
  title: 'Components/ModerationCase',
  component: ModerationCase,
  args: {
    context: sampleContext,
    labels: caseLabels.en,
    formatTime: formatStoryTime,
    onAct: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModerationCase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suspend for 10 days: the checks ask for a reason first, then the request goes out. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Report #31' })).toBeVisible();
    const chat = canvas.getByRole('region', { name: 'Chat between them' });
    const messages = within(chat).getAllByRole('listitem');
    await expect(messages[0]).toHaveTextContent('さくら');
    await expect(messages[0]).toHaveTextContent('Reporter');
    await expect(messages[1]).toHaveTextContent('Reported member');
    await expect(canvas.getByText('Deleted')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Suspend' }));
    const days = canvas.getByRole('spinbutton', { name: 'Days' });
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByText('Give a reason')).toBeVisible();
    await expect(args.onAct).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Asked for money.');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onAct).toHaveBeenCalledWith({
      complaintId: 31,
      action: 'suspend',
      days: 10,
      reason: 'Asked for money.',
    });
    canvas.getByRole('button', { name: 'Apply' }).blur();
  },
};

export const Playground: Story = {};

/** Remove content asks which of the member's dynamics (deleted ones are not offered). */
export const RemoveContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Remove content' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByText('Choose the dynamic to remove')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Dynamic to remove' })).toBeVisible();
    canvas.getByRole('button', { name: 'Apply' }).blur();
  },
};

/** The action is on its way. */
export const Pending: Story = {
  args: {
    pending: true,
    form: { action: 'warn', days: '7', dynamicId: '', reason: 'Asked for money.' },
  },
};

/** The server refused: its words under the form. */
export const Failed: Story = {
  args: {
    error: 'This report was already handled',
    form: { action: 'dismiss', days: '7', dynamicId: '', reason: 'Nothing wrong.' },
  },
};

/** A handled case: the actions are disabled. */
export const Handled: Story = {
  args: { context: handledContext },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Handled: Dismiss, 11-26 10:00')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Ban' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

export const Chinese: Story = {
  args: { labels: caseLabels.zh, context: sampleContextZh },
  globals: inChinese,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '永久封号' })).toBeVisible();
  },
};

export const Desktop: Story = { globals: onDesktop };

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark };
