import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../theme/Box';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { emojiAttribution, emojiSet } from '../emojiSet';
import { EmojiText } from './EmojiText';

const meta = {
  title: 'Emoji/EmojiText',
  component: EmojiText,
  args: { text: 'Had a lovely time today [smile] Coffee again on Sunday? [heart]' },
  decorators: [
    (Story) => (
      <Box
        background="surface"
        padding="large"
        borderRadius="large"
        boxShadow="small"
        style={{ maxWidth: 420 }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof EmojiText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '[smile]' })).toHaveAttribute('width', '20');
    await expect(canvas.getByRole('img', { name: '[heart]' })).toBeVisible();
  },
};

export const Playground: Story = {};

/** The whole set with its codes, in picker order. */
export const AllEmoji: Story = {
  render: () => (
    <Box display="grid" gap="medium">
      <Box
        display="grid"
        gap="small"
        style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}
      >
        {emojiSet.map((emoji) => (
          <Box key={emoji.code} display="flex" alignItems="center" gap="small" color="secondary">
            <EmojiText text={`[${emoji.code}]`} />
            <small>{emoji.code}</small>
          </Box>
        ))}
      </Box>
      <Box as="p" color="secondary">
        <small>{emojiAttribution.text}</small>
      </Box>
    </Box>
  ),
};

export const UnknownCodes: Story = {
  args: { text: 'Unknown codes stay text: [dragon] [Smile] [smile' },
};

export const LineBreaks: Story = {
  args: { text: 'Good morning [wave]\nSlept well? [sleeping]\n\nI did [blush]' },
};

/** Markup in a message is shown as typed, never run. */
export const MarkupStaysText: Story = {
  args: { text: '<img src=x onerror="alert(1)"> <b>bold?</b> [wink]' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
    await expect(canvasElement).toHaveTextContent('<img src=x onerror="alert(1)"> <b>bold?</b>');
  },
};

export const TranslatedLabels: Story = {
  args: { text: 'Thanks [pray]', labels: { pray: 'folded hands' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'folded hands' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { text: '今天玩得很开心[smile]周日再一起喝咖啡吗？[heart][rose]' },
  globals: inChinese,
};

export const Mixed: Story = {
  args: { text: 'Привет [wave] こんにちは [blush] 안녕하세요 [heart_eyes] ¡Hola! [party]' },
};

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { ...AllEmoji, globals: inDark };
