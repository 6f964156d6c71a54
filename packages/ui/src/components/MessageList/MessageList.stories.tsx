import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { vars } from '../../theme/contract.css';
import { MessageList } from './MessageList';
import { history, labelsEn, labelsZh } from './MessageList.fixtures';

const meta = {
  title: 'Components/MessageList',
  component: MessageList,
  args: {
    items: history(40, { from: 200 }),
    labels: labelsEn,
    locale: 'en',
    hasOlder: true,
    loadingOlder: false,
    onLoadOlder: fn(),
    onPreview: fn(),
    onOpenRedPacket: fn(),
    onViewBurnImage: fn(),
    onRetry: fn(),
    onRecall: fn(),
    onReport: fn(),
  },
  decorators: [
    // Phones show the history across the whole screen; wide screens in the chat's panel.
    (Story, { parameters }) => (
      <div
        style={{
          borderRadius: parameters.fullScreen ? undefined : vars.radius.large,
          boxShadow: parameters.fullScreen ? undefined : vars.shadow.small,
          overflow: 'hidden',
          ...(parameters.fullScreen
            ? { height: '100vh' }
            : { maxWidth: 720, height: 600, border: `1px solid ${vars.color.border.subtle}` }),
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewportOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

/** Opens at the newest message; scrolling to the top asks for older ones. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const viewport = viewportOf(canvasElement, 'Messages with Mia');
    await waitFor(() =>
      expect(viewport.scrollTop + viewport.clientHeight).toBeGreaterThan(viewport.scrollHeight - 4),
    );
    await expect(args.onLoadOlder).not.toHaveBeenCalled();
    viewport.scrollTop = 0;
    await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalledOnce());
    // Back down for the screenshot.
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Latest messages' }),
    );
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: 'Latest messages' })).toBeNull(),
    );
  },
};

export const Playground: Story = { args: { hasOlder: false } };

const longHistory = history(100_000);

/** 100,000 messages: only the rows on screen are in the page, wherever the reader scrolls. */
export const HundredThousandMessages: Story = {
  args: { items: longHistory },
  play: async ({ args, canvasElement }) => {
    const viewport = viewportOf(canvasElement, 'Messages with Mia');
    const rows = () => within(viewport).queryAllByRole('listitem');
    await waitFor(() =>
      expect(rows().at(-1)).toHaveAttribute('aria-posinset', String(longHistory.length)),
    );
    await expect(rows().length).toBeLessThan(40);

    viewport.scrollTop = viewport.scrollHeight / 2;
    await waitFor(async () => {
      const middle = Number(rows()[0]?.getAttribute('aria-posinset'));
      await expect(middle).toBeGreaterThan(40_000);
      await expect(middle).toBeLessThan(70_000);
    });
    await expect(rows().length).toBeLessThan(40);

    viewport.scrollTop = 0;
    await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalled());
    await waitFor(() => expect(rows()[0]).toHaveAttribute('aria-posinset', '1'));
    await expect(rows().length).toBeLessThan(40);
  },
  // The rows shown after scrolling depend on the browser's timing; the play function is the test.
  parameters: { screenshot: false },
};

export const LoadingOlder: Story = {
  args: { loadingOlder: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading earlier messages',
    );
  },
};

/** The very first messages: nothing older to fetch. */
export const Beginning: Story = { args: { items: history(6), hasOlder: false } };

export const Empty: Story = {
  args: { items: [], hasOlder: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Say hello to Mia' }),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { items: history(24, { chinese: true }), labels: labelsZh, locale: 'zh-CN' },
  globals: { ...onDesktop, ...inChinese },
};

export const Desktop: Story = { globals: onDesktop };

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
