import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../private/stories';
import { vars } from './contract.css';
import { textStyle, type TextStyle } from './typography.css';

const swatches: Array<[string, string]> = [
  ['accent', vars.color.accent.solid],
  ['accent soft', vars.color.accent.soft],
  ['gold', vars.color.gold.solid],
  ['gold soft', vars.color.gold.soft],
  ['plum', vars.color.plum.solid],
  ['plum soft', vars.color.plum.soft],
  ['danger', vars.color.danger.solid],
  ['success', vars.color.success.solid],
  ['page', vars.color.background.page],
  ['surface', vars.color.background.surface],
  ['sunken', vars.color.background.sunken],
  ['text', vars.color.text.primary],
];

const gradients: Array<[string, string]> = [
  ['brand', vars.gradient.brand],
  ['gold', vars.gradient.gold],
  ['plum', vars.gradient.plum],
  ['coin', vars.gradient.coin],
];

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <div style={{ display: 'grid', gap: vars.space.xsmall }}>
      <div
        style={{
          borderRadius: vars.radius.large,
          boxShadow: vars.shadow.small,
          height: 56,
          background: value,
          border: `1px solid ${vars.color.border.subtle}`,
        }}
      />
      <small>{name}</small>
    </div>
  );
}

function Tokens({ sample }: { sample: string }) {
  return (
    <div style={{ display: 'grid', gap: vars.space.xlarge }}>
      <section style={{ display: 'grid', gap: vars.space.medium }}>
        <h2 className={textStyle.heading}>Colour</h2>
        <div
          style={{
            display: 'grid',
            gap: vars.space.medium,
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          }}
        >
          {[...swatches, ...gradients].map(([name, value]) => (
            <Swatch key={name} name={name} value={value} />
          ))}
        </div>
      </section>
      <section style={{ display: 'grid', gap: vars.space.medium }}>
        <h2 className={textStyle.heading}>Type</h2>
        {(Object.keys(textStyle) as TextStyle[]).map((name) => (
          <div
            key={name}
            style={{ display: 'flex', gap: vars.space.large, alignItems: 'baseline' }}
          >
            <div style={{ color: vars.color.text.secondary, width: 96, flexShrink: 0 }}>
              <small>{name}</small>
            </div>
            <p className={textStyle[name]}>{sample}</p>
          </div>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: Tokens,
  args: { sample: 'Heartline — meet someone worth the conversation' },
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Colour' })).toBeVisible();
  },
};

export const Playground: Story = {};

/** The type scale in each script the product speaks. */
export const Scripts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      {[
        ['en', 'Meet someone worth the conversation'],
        ['ru', 'Встретьте того, с кем хочется говорить'],
        ['zh-CN', '遇见值得聊下去的人'],
        ['zh-TW', '遇見值得聊下去的人'],
        ['ja', '話し続けたくなる人に出会おう'],
        ['ko', '계속 이야기하고 싶은 사람을 만나세요'],
      ].map(([lang, text]) => (
        <div key={lang} lang={lang} style={{ display: 'grid', gap: vars.space.xsmall }}>
          <p className={textStyle.title}>{text}</p>
          <p className={textStyle.body}>{text}。 1,280 · 99+ · VIP</p>
        </div>
      ))}
    </div>
  ),
};

export const Chinese: Story = { args: { sample: '心动 — 遇见值得聊下去的人' }, globals: inChinese };

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { globals: inDark };
