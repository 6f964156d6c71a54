import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { BellIcon } from '../icons';
import { inChinese, inDark, onMobile } from '../stories';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Bases/Tooltip',
  component: Tooltip,
  args: {
    content: 'Announcements',
    children: <IconButton label="Announcements" icon={<BellIcon />} variant="secondary" />,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Announcements' })).toHaveFocus();
    await expect(await body.findByRole('tooltip', { name: 'Announcements' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** A mouse shows the tip after the delay and hides it on leaving; keyboard focus shows it at once. */
export const HoverAndKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = body.getByRole('button', { name: 'Announcements' });
    await userEvent.hover(button);
    const hovered = await body.findByRole('tooltip', { name: 'Announcements' });
    await expect(button).toHaveAttribute('aria-describedby', hovered.id);
    await userEvent.unhover(button);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).not.toHaveAttribute('aria-describedby');

    await userEvent.tab();
    await expect(button).toHaveFocus();
    const focused = await body.findByRole('tooltip', { name: 'Announcements' });
    await expect(button).toHaveAccessibleDescription('Announcements');
    await expect(button).toHaveAttribute('aria-describedby', focused.id);
  },
};

export const Playground: Story = { args: { side: 'bottom' } };

export const Open: Story = { args: { open: true } };

export const Sides: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 72 }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} {...args} side={side} open content={side} />
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    open: true,
    content: 'Dedicated customer service answers within one hour, every day from 9:00 to 21:00.',
  },
};

export const Chinese: Story = { args: { open: true, content: '系统公告' }, globals: inChinese };

export const Mobile: Story = { args: { open: true, side: 'bottom' }, globals: onMobile };

export const Dark: Story = { args: { open: true }, globals: inDark };
