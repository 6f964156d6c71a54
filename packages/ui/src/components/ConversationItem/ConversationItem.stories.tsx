import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleMembers } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { ConversationItem, type ConversationItemProps } from './ConversationItem';
import {
  conversations,
  conversationsZh,
  conversationWith,
  labelsEn,
  labelsZh,
  service,
  serviceZh,
} from './ConversationItem.fixtures';
import { vars } from '../../theme/contract.css';

const [mia, lucas, xiaoyu, oleg, sakura, diego, emma] = conversations;
const { xiaoyu: xiaoyuMember } = sampleMembers;

/** Rows stacked as in the list, sharing the story's labels and callbacks. */
function rows(
  list: Array<Pick<ConversationItemProps, 'conversation'> & Partial<ConversationItemProps>>,
) {
  return function Rows(args: ConversationItemProps) {
    return (
      <>
        {list.map((row) => (
          <ConversationItem key={row.conversation.channel_id} {...args} {...row} />
        ))}
      </>
    );
  };
}

const meta = {
  title: 'Components/ConversationItem',
  component: ConversationItem,
  args: {
    conversation: mia!,
    selected: false,
    labels: labelsEn,
    timeZone: 'UTC',
    onSelect: fn(),
    onDeleteConversation: fn(),
    onDeleteHistory: fn(),
    onBlock: fn(),
  },
  decorators: [
    (Story) => (
      <div
        style={{
          background: vars.color.background.surface,
          padding: vars.space.small,
          borderRadius: vars.radius.large,
          boxShadow: vars.shadow.small,
          maxWidth: 380,
        }}
      >
        <ul style={{ margin: 0, padding: 0 }}>
          <Story />
        </ul>
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open the chat, then delete it from the row's menu button. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /^Mia/ }));
    await expect(args.onSelect).toHaveBeenCalledWith({ conversation: mia });
    await userEvent.click(body.getByRole('button', { name: 'More actions for Mia' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete conversation' }));
    await expect(args.onDeleteConversation).toHaveBeenCalledWith({ conversation: mia });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Mia/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Counts over 99 read "99+"; screen readers hear the real number, worded for it. */
export const Unread: Story = {
  render: rows([{ conversation: mia! }, { conversation: xiaoyu! }, { conversation: sakura! }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('128 unread messages')).toBeInTheDocument();
    await expect(canvas.getByText('1 unread message')).toBeInTheDocument();
  },
};

/**
 * Pinned and muted: two the reader pinned under customer service (a pin), one muted (a struck
 * bell and a pale count, still the same number); the menu pins, unpins, mutes and unmutes.
 */
export const PinnedAndMuted: Story = {
  args: { onKeep: fn() },
  render: rows([
    { conversation: service },
    { conversation: { ...mia!, pinned: true, muted: true } },
    { conversation: { ...lucas!, pinned: true } },
    { conversation: { ...xiaoyu!, muted: true } },
  ]),
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: /^Mia.*Pinned.*Muted/ })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'More actions for Mia' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Unmute' }));
    await expect(args.onKeep).toHaveBeenCalledWith({
      conversation: { ...mia!, pinned: true, muted: true },
      keeping: { muted: false },
    });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    const xiaoyuName = xiaoyu!.friendRemarkName || xiaoyu!.nickname;
    await userEvent.click(body.getByRole('button', { name: `More actions for ${xiaoyuName}` }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Pin' }));
    await expect(args.onKeep).toHaveBeenLastCalledWith(
      expect.objectContaining({ keeping: { pinned: true } }),
    );
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // Customer service is always pinned: its menu mutes only.
    await userEvent.click(body.getByRole('button', { name: /More actions for Heartline/ }));
    await expect(await body.findByRole('menuitem', { name: 'Mute' })).toBeInTheDocument();
    await expect(body.queryByRole('menuitem', { name: /Pin/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const PinnedAndMutedChinese: Story = {
  args: { onKeep: fn(), labels: labelsZh },
  render: rows([
    { conversation: serviceZh },
    { conversation: { ...conversationsZh[0]!, pinned: true, muted: true } },
    { conversation: { ...conversationsZh[2]!, muted: true } },
  ]),
  globals: inChinese,
};

/** The customer-service conversation: pinned style, and only its history can be deleted. */
export const CustomerService: Story = {
  render: rows([{ conversation: service }, { conversation: mia! }]),
};

const names = {
  en: ['Heartline Service', 'Heartline SVIP Service'],
  zh: ['Heartline 客服', 'Heartline SVIP 专属客服'],
};

/**
 * Customer service in a list as narrow as the chat page's (300 px at 1280, the screen at 375):
 * the name has the first line to itself, the tag goes before the preview, and only a name longer
 * than the line ends in an ellipsis.
 */
function serviceRows(language: 'en' | 'zh', width?: number) {
  const long =
    language === 'en'
      ? 'Heartline Customer Care for members in Europe and Latin America'
      : 'Heartline 欧洲与拉丁美洲会员专属客服中心';
  const base = language === 'en' ? service : serviceZh;
  return function ServiceRows(args: ConversationItemProps) {
    return (
      <>
        {[...names[language], long].map((nickname, index) => (
          <ConversationItem
            key={nickname}
            {...args}
            style={{ maxWidth: width }}
            conversation={{ ...base, channel_id: `service_${index}`, nickname }}
            labels={language === 'en' ? { ...labelsEn, service: 'Customer service' } : labelsZh}
          />
        ))}
      </>
    );
  };
}

/** Whether an element's text is wider than its box (then it ends in an ellipsis). */
function cutOff(element: HTMLElement) {
  const text = element.ownerDocument.createRange();
  text.selectNodeContents(element);
  return text.getBoundingClientRect().width > element.getBoundingClientRect().width + 0.5;
}

/** The service's usual name shows whole; the really long one ends in an ellipsis. */
async function namesShowWhole(canvasElement: HTMLElement, usual: string[], long: RegExp) {
  const canvas = within(canvasElement);
  // Widths are the web font's, not the fallback's.
  await canvasElement.ownerDocument.fonts.ready;
  for (const name of usual) await expect(cutOff(canvas.getByText(name)), name).toBe(false);
  await expect(cutOff(canvas.getByText(long))).toBe(true);
}

export const ServiceNameDesktop: Story = {
  render: serviceRows('en', 300),
  globals: onDesktop,
  play: ({ canvasElement }) => namesShowWhole(canvasElement, names.en.slice(0, 1), /Care/),
};

/** Full width, as the chat list is on a phone. */
export const ServiceNameMobile: Story = {
  render: serviceRows('en'),
  play: ({ canvasElement }) => namesShowWhole(canvasElement, names.en, /Care/),
  parameters: { layout: 'fullscreen' },
  globals: onMobile,
};

export const ServiceNameChinese: Story = {
  render: serviceRows('zh', 300),
  globals: { ...onDesktop, ...inChinese },
  play: ({ canvasElement }) => namesShowWhole(canvasElement, names.zh.slice(0, 1), /欧洲/),
};

export const ServiceNameMobileChinese: Story = {
  render: serviceRows('zh'),
  play: ({ canvasElement }) => namesShowWhole(canvasElement, names.zh, /欧洲/),
  parameters: { layout: 'fullscreen' },
  globals: { ...onMobile, ...inChinese },
};

export const Previews: Story = {
  render: rows(
    [lucas, xiaoyu, sakura, diego, oleg, emma].map((conversation) => ({
      conversation: conversation!,
    })),
  ),
};

/** What the reader typed and did not send replaces the newest message, marked as a draft. */
export const Draft: Story = {
  render: rows([
    { conversation: mia!, draft: 'See you at seven, I will bring the [sparkles] tickets' },
    { conversation: xiaoyu!, draft: '  Sure!\n\nSee you soon  ' },
    { conversation: diego! },
  ]),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: /^Mia/ })).toHaveTextContent(
      'Draft: See you at seven',
    );
    await expect(body.getByRole('button', { name: /^小雨/ })).toHaveTextContent(
      'Draft: Sure! See you soon',
    );
    await expect(body.getByRole('button', { name: /^Diego/ })).not.toHaveTextContent('Draft');
  },
};

/** While a peer types, "typing…" replaces the newest message (and a draft) until they stop. */
export const Typing: Story = {
  render: rows([
    { conversation: mia!, typing: true },
    { conversation: xiaoyu!, typing: true, draft: 'Sure!' },
    { conversation: diego! },
  ]),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: /^Mia/ })).toHaveTextContent('typing…');
    const xiaoyuRow = body.getByRole('button', { name: /^小雨/ });
    await expect(xiaoyuRow).toHaveTextContent('typing…');
    await expect(xiaoyuRow).not.toHaveTextContent('Draft');
    await expect(body.getByRole('button', { name: /^Diego/ })).not.toHaveTextContent('typing…');
  },
};

export const MemberLevels: Story = {
  render: rows([
    { conversation: oleg! },
    { conversation: mia! },
    { conversation: conversationWith(xiaoyuMember, { lastMessage: mia!.lastMessage }) },
  ]),
};

export const RemarkName: Story = { args: { conversation: lucas! } };

export const LongText: Story = {
  args: {
    conversation: {
      ...mia!,
      friendRemarkName: 'Maria Isabel de los Ángeles Fernández García from the salsa class',
      unread_num: 12,
      lastMessage: {
        ...mia!.lastMessage!,
        msg: 'I have been thinking about the trip we talked about: three days in Lisbon, the tram up to the castle [sparkles]',
      },
    },
  },
};

/** Right-click, long-press or the menu key opens the same menu as the button. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'More actions for Mia' }));
    await expect(await body.findByRole('menuitem', { name: 'Delete chat history' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { labels: labelsZh },
  render: rows([
    { conversation: serviceZh },
    ...conversationsZh.map((conversation, index) => ({ conversation, selected: index === 1 })),
  ]),
  globals: { ...onDesktop, ...inChinese },
};

const everyState = rows([
  { conversation: service },
  { conversation: mia!, selected: true },
  { conversation: lucas! },
  { conversation: xiaoyu! },
  { conversation: emma! },
]);

export const Desktop: Story = { render: everyState, globals: onDesktop };

export const Mobile: Story = { render: everyState, globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { render: everyState, globals: { ...onDesktop, ...inDark } };
