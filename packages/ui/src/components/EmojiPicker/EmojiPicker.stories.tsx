import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { EmojiPicker } from './EmojiPicker';
import { emojiNamesEn, emojiNamesZh } from './EmojiPicker.fixtures';

const meta = {
  title: 'Components/EmojiPicker',
  component: EmojiPicker,
  args: { label: 'Emoji', labels: emojiNamesEn, onPick: fn(), side: 'bottom' },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'bottom'] } },
} satisfies Meta<typeof EmojiPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, move with the arrow keys (right, then down a row), pick with Enter. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = body.getByRole('button', { name: 'Emoji' });
    await userEvent.click(button);
    const grid = await body.findByRole('group', { name: 'Emoji' });
    await waitFor(() => expect(within(grid).getByRole('button', { name: 'Smile' })).toHaveFocus());
    await expect(within(grid).getAllByRole('button')).toHaveLength(36);

    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    // The second emoji of the second row of nine.
    await expect(within(grid).getByRole('button', { name: 'Thinking' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith({ code: 'thinking' });
    await waitFor(() => expect(body.queryByRole('group', { name: 'Emoji' })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.click(button);
    await userEvent.click(await body.findByRole('button', { name: 'Rose' }));
    await expect(args.onPick).toHaveBeenLastCalledWith({ code: 'rose' });
  },
};

export const Playground: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** Without translated names, screen readers read the bracketed code ("[smile]"). */
export const WithoutNames: Story = {
  args: { defaultOpen: true, labels: undefined },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: '[smile]' })).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Chinese: Story = {
  args: { defaultOpen: true, label: '表情', labels: emojiNamesZh },
  globals: { ...onDesktop, ...inChinese },
};

export const Desktop: Story = { args: { defaultOpen: true }, globals: onDesktop };

export const Mobile: Story = { args: { defaultOpen: true }, globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { args: { defaultOpen: true }, globals: { ...onDesktop, ...inDark } };
