import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { emojiAttribution, emojiSet } from '../emojiSet';
import { EmojiText } from './EmojiText';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Emoji/EmojiText',
  component: EmojiText,
  args: { text: 'Had a lovely time today [smile] Coffee again on Sunday? [heart]' },
  decorators: [
    (Story) => (
      <div
        style={{
          background: vars.color.background.surface,
          padding: vars.space.large,
          borderRadius: vars.radius.large,
          boxShadow: vars.shadow.small,
          maxWidth: 420,
        }}
      >
        <Story />
      </div>
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
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      <div
        style={{
          display: 'grid',
          gap: vars.space.small,
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        }}
      >
        {emojiSet.map((emoji) => (
          <div
            key={emoji.code}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: vars.space.small,
              color: vars.color.text.secondary,
            }}
          >
            <EmojiText text={`[${emoji.code}]`} />
            <small>{emoji.code}</small>
          </div>
        ))}
      </div>
      <p style={{ color: vars.color.text.secondary }}>
        <small>{emojiAttribution.text}</small>
      </p>
    </div>
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
