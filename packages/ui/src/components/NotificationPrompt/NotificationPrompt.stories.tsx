import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { NotificationPrompt } from './NotificationPrompt';

const labelsEn = {
  title: 'Know when someone writes',
  description: 'A notification for each new message while Heartline is closed.',
  turnOn: 'Turn on',
  notNow: 'Not now',
};

const labelsZh = {
  title: '有新消息时通知我',
  description: 'Heartline 关闭时，每条新消息都会发来通知。',
  turnOn: '开启',
  notNow: '以后再说',
};

const meta = {
  title: 'Components/NotificationPrompt',
  component: NotificationPrompt,
  args: { labels: labelsEn, onTurnOn: fn(), onNotNow: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Know when someone writes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(args.onTurnOn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onNotNow).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

/** The browser asks for permission: the buttons wait. */
export const Busy: Story = { args: { busy: true } };

export const Chinese: Story = { args: { labels: labelsZh }, globals: inChinese };

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { globals: inDark };
