import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { IconButton } from '../IconButton';
import { ChatIcon, MoreIcon, TrashIcon, UserIcon } from '../icons';
import { inChinese, inDark, onMobile } from '../stories';
import { ContextMenu } from './ContextMenu';
import { DropdownMenu } from './DropdownMenu';
import type { MenuEntry } from './menuItems';
import { vars } from '../../theme/contract.css';

const onSelect = fn();
const entries: MenuEntry[] = [
  { type: 'label', key: 'title', label: 'Conversation' },
  { key: 'open', label: 'Open chat', icon: <ChatIcon />, onSelect },
  { key: 'profile', label: 'View profile', icon: <UserIcon />, onSelect },
  { key: 'pin', label: 'Pin to top', onSelect, disabled: true },
  { type: 'separator', key: 'sep' },
  { key: 'delete', label: 'Delete conversation', icon: <TrashIcon />, tone: 'danger', onSelect },
];

const meta = {
  title: 'Bases/Menu',
  component: DropdownMenu,
  args: {
    trigger: <IconButton label="More actions" icon={<MoreIcon />} variant="secondary" />,
    entries,
    align: 'start',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    onSelect.mockClear();
    await userEvent.click(body.getByRole('button', { name: 'More actions' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View profile' }));
    await expect(onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { defaultOpen: true } };

export const Open: Story = { args: { defaultOpen: true } };

export const AvatarMenu: Story = {
  args: {
    defaultOpen: true,
    trigger: (
      <IconButton
        label="Account menu"
        size="large"
        icon={<Avatar name="Mia" level="vip" size="medium" />}
      />
    ),
    entries: [
      { key: 'profile', label: 'My profile', onSelect },
      { key: 'edit', label: 'Edit info', onSelect },
      { key: 'account', label: 'My account', onSelect },
      { key: 'visitors', label: 'My visitors', onSelect },
      { type: 'separator', key: 'sep' },
      { key: 'logout', label: 'Log out', onSelect, tone: 'danger' },
    ],
  },
};

export const RightClick: Story = {
  render: (args) => (
    <ContextMenu entries={args.entries}>
      <div
        style={{
          padding: vars.space.large,
          borderRadius: vars.radius.large,
          background: vars.color.background.surface,
          boxShadow: vars.shadow.small,
          maxWidth: 320,
        }}
      >
        Right-click or long-press this conversation
      </div>
    </ContextMenu>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await fireEvent.contextMenu(body.getByText('Right-click or long-press this conversation'), {
      clientX: 80,
      clientY: 60,
    });
    await expect(await body.findByRole('menu')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    defaultOpen: true,
    trigger: <IconButton label="更多操作" icon={<MoreIcon />} variant="secondary" />,
    entries: [
      { key: 'open', label: '打开聊天', icon: <ChatIcon />, onSelect },
      { key: 'profile', label: '查看资料', icon: <UserIcon />, onSelect },
      { type: 'separator', key: 'sep' },
      { key: 'delete', label: '删除会话', icon: <TrashIcon />, tone: 'danger', onSelect },
    ],
  },
  globals: inChinese,
};

export const Mobile: Story = { args: { defaultOpen: true }, globals: onMobile };

export const Dark: Story = { args: { defaultOpen: true }, globals: inDark };
