import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../private/Button';
import { memberWithoutPhoto } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import {
  conversations,
  conversationsZh,
  conversationWith,
  labelsEn as itemLabelsEn,
  labelsZh as itemLabelsZh,
  service,
  serviceZh,
} from '../ConversationItem/ConversationItem.fixtures';
import { ConversationList, type ConversationListLabels } from './ConversationList';
import { vars } from '../../theme/contract.css';

const labelsEn: ConversationListLabels = {
  ...itemLabelsEn,
  list: 'Conversations',
  emptyTitle: 'No friends yet',
  emptyDescription: 'Say hi to someone on the encounter page and your chats will show up here.',
  loading: 'Loading conversations',
};

const labelsZh: ConversationListLabels = {
  ...itemLabelsZh,
  list: '会话',
  emptyTitle: '还没有好友',
  emptyDescription: '去“邂逅”页面和新朋友打个招呼，聊天就会出现在这里。',
  loading: '正在加载会话',
};

// Many conversations: the demo world's, then more so the list scrolls.
const many = [
  ...conversations,
  ...Array.from({ length: 12 }, (_, index) =>
    conversationWith(
      {
        ...memberWithoutPhoto,
        id: 100 + index,
        imAccount: `u1001${index}`,
        nickname: `Friend ${index + 1}`,
      },
      { lastMessage: null },
    ),
  ),
];

const meta = {
  title: 'Components/ConversationList',
  component: ConversationList,
  args: {
    // The service conversation arrives anywhere in the list; it is shown first.
    conversations: [...many.slice(0, 3), service, ...many.slice(3)],
    selectedId: conversations[0]?.channel_id,
    loading: false,
    labels: labelsEn,
    timeZone: 'UTC',
    onSelect: fn(),
    onDeleteConversation: fn(),
    onDeleteHistory: fn(),
    onBlock: fn(),
  },
  decorators: [
    // Phones show the list across the whole screen (/chats); wide screens in a side column.
    (Story, { parameters }) => (
      <div
        style={{
          background: vars.color.background.surface,
          borderRadius: parameters.fullScreen ? undefined : vars.radius.large,
          boxShadow: parameters.fullScreen ? undefined : vars.shadow.small,
          overflow: 'hidden',
          ...(parameters.fullScreen ? { height: '100vh' } : { maxWidth: 380, height: 640 }),
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Service pinned first; open a chat; right-click another to delete its history. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const rows = within(body.getByRole('region', { name: 'Conversations' })).getAllByRole(
      'listitem',
    );
    await expect(rows[0]).toHaveTextContent('Heartline Support');
    await expect(rows[0]).toHaveTextContent('2 unread messages');

    await userEvent.click(body.getByRole('button', { name: /^Lucas \(climbing\)/ }));
    await expect(args.onSelect).toHaveBeenCalledWith({ conversation: conversations[1] });

    await fireEvent.contextMenu(body.getByText('Олег'), { clientX: 120, clientY: 420 });
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete chat history' }));
    await expect(args.onDeleteHistory).toHaveBeenCalledWith({ conversation: conversations[3] });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    await fireEvent.contextMenu(body.getByText('Олег'), { clientX: 120, clientY: 420 });
    await userEvent.click(await body.findByRole('menuitem', { name: 'Block Олег' }));
    await expect(args.onBlock).toHaveBeenCalledWith({ conversation: conversations[3] });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {};

/** Only the service conversation: the list says there are no friends yet. */
export const Empty: Story = {
  args: {
    conversations: [service],
    emptyAction: <Button variant="secondary">Find people</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No friends yet' }),
    ).toBeVisible();
  },
};

export const EmptyWithoutService: Story = { args: { conversations: [] } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading conversations',
    );
  },
};

export const LongNames: Story = {
  args: {
    conversations: [
      service,
      conversationWith(memberWithoutPhoto, {
        friendRemarkName: 'Maria Isabel de los Ángeles Fernández García from the salsa class',
        unread_num: 1500,
        lastMessage: conversations[0]!.lastMessage && {
          ...conversations[0]!.lastMessage,
          msg: 'A very long message that goes on and on about the weekend plans [sparkles] and never seems to stop',
        },
      }),
      ...conversations.slice(1, 4),
    ],
  },
};

export const Chinese: Story = {
  args: {
    conversations: [serviceZh, ...conversationsZh],
    selectedId: conversationsZh[1]?.channel_id,
    labels: labelsZh,
  },
  globals: { ...onDesktop, ...inChinese },
};

export const ChineseEmpty: Story = {
  args: { conversations: [serviceZh], labels: labelsZh },
  globals: { ...onDesktop, ...inChinese },
};

export const Desktop: Story = { globals: onDesktop };

/** Full width of a phone, as on /chats. */
export const Mobile: Story = {
  globals: onMobile,
  parameters: { layout: 'fullscreen', fullScreen: true },
};

export const MobileChinese: Story = {
  ...Mobile,
  args: Chinese.args,
  globals: { ...onMobile, ...inChinese },
};

export const Dark: Story = { globals: { ...onDesktop, ...inDark } };
