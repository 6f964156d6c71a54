import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../../private/EmptyState';
import { IconButton } from '../../private/IconButton';
import { MoreIcon } from '../../private/icons';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { FloatingChatWindow, type FloatingChatWindowProps } from './FloatingChatWindow';
import { vars } from '../../theme/contract.css';
import { useRef, useState } from 'react';

const meta = {
  title: 'Components/FloatingChatWindow',
  component: FloatingChatWindow,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: 'Recent chats',
    onClose: fn(),
    closeLabel: 'Close',
    moveLabel: 'Move window: drag it, or use the arrow keys',
    defaultPosition: { x: 760, y: 200 },
    children: (
      <EmptyState title="No conversations yet" description="Say hi to someone from Encounter." />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.background.page, minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const window = canvas.getByRole('dialog', { name: 'Recent chats' });
    await expect(window).toHaveAttribute('aria-modal', 'false');
    await expect(window).toHaveFocus();

    // The arrow keys move it, 16 px a press.
    const handle = canvas.getByRole('button', { name: /Move window/ });
    handle.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    await expect(window.style.left).toBe('728px');
    await expect(window.style.top).toBe('184px');

    // Dragging the header moves it with the pointer.
    const header = handle.parentElement!;
    await fireEvent.pointerDown(header, { pointerId: 1, button: 0, clientX: 800, clientY: 200 });
    await fireEvent.pointerMove(header, { pointerId: 1, clientX: 700, clientY: 260 });
    await fireEvent.pointerUp(header, { pointerId: 1, clientX: 700, clientY: 260 });
    await waitFor(() => expect(window.style.left).toBe('628px'));
    await expect(window.style.top).toBe('244px');

    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** Escape closes it, like the close button. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('dialog').focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Dragged past the edge, it stays inside the screen. */
export const KeptInside: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const window = canvas.getByRole('dialog');
    const header = canvas.getByRole('button', { name: /Move window/ }).parentElement!;
    await fireEvent.pointerDown(header, { pointerId: 1, button: 0, clientX: 800, clientY: 220 });
    await fireEvent.pointerMove(header, { pointerId: 1, clientX: 4000, clientY: -500 });
    await fireEvent.pointerUp(header, { pointerId: 1 });
    await waitFor(() => expect(window.style.top).toBe('8px'));
    await expect(Number.parseInt(window.style.left, 10)).toBeLessThanOrEqual(
      window.ownerDocument.documentElement.clientWidth - 380,
    );
  },
};

/** A subtitle and the header's own actions. */
export const WithHeaderActions: Story = {
  args: {
    title: 'Customer service',
    subtitle: 'Usually answers within a few minutes',
    headerActions: <IconButton label="More actions" icon={<MoreIcon />} size="small" />,
  },
};

export const LongTitle: Story = {
  args: { title: 'Interaction notifications from the people you follow and your friends' },
};

/** Closed: nothing on screen. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Chinese: Story = {
  globals: inChinese,
  args: {
    title: '最近聊天',
    closeLabel: '关闭',
    moveLabel: '移动窗口：拖动，或使用方向键',
    children: <EmptyState title="还没有聊天" description="去邂逅和新朋友打个招呼吧。" />,
  },
};

/** A phone is narrower than the window: it shrinks to fit (the app uses /chats there). */
export const Mobile: Story = { globals: onMobile, args: { defaultPosition: { x: 0, y: 80 } } };

export const Dark: Story = { globals: inDark };

/**
 * A stand-in for the side bar on the right, with the button that opens and closes the window (the
 * window opens after the side bar is on screen, as in the app).
 */
function BesideSideBar(args: FloatingChatWindowProps) {
  const sideBar = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside
        ref={sideBar}
        aria-label="Side bar"
        style={{
          position: 'fixed',
          top: 88,
          right: 24,
          width: 300,
          height: 420,
          display: 'grid',
          placeItems: 'end center',
          paddingBottom: 24,
          borderRadius: vars.radius.xlarge,
          background: vars.color.background.surface,
        }}
      >
        <button type="button" aria-pressed={open} onClick={() => setOpen(!open)}>
          Recent chats
        </button>
      </aside>
      <FloatingChatWindow {...args} open={open} keepClearOf={sideBar} />
    </>
  );
}

/**
 * At 1280 px the window opens beside the side bar, not over it: the button that opens it stays in
 * reach and closes it again.
 */
export const BesideTheSideBar: Story = {
  args: { defaultPosition: undefined, width: 420, height: 620 },
  globals: onDesktop,
  render: BesideSideBar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Recent chats' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('dialog', { name: 'Recent chats' })).toBeVisible();
    const box = toggle.getBoundingClientRect();
    const atToggle = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(atToggle).toBe(toggle);
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('dialog', { name: 'Recent chats' })).toBeVisible();
  },
};
