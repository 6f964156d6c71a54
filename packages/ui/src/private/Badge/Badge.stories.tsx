import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoinIcon } from '../icons';
import { inChinese, inDark, onMobile } from '../stories';
import { Badge } from './Badge';

const meta = {
  title: 'Bases/Badge',
  component: Badge,
  args: { children: 'VIP', tone: 'gold', solid: true },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'accent', 'gold', 'plum', 'success', 'danger'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('VIP')).toBeVisible();
  },
};

export const Playground: Story = {};

const tones = ['neutral', 'accent', 'gold', 'plum', 'success', 'danger'] as const;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[false, true].map((solid) => (
        <div key={String(solid)} style={{ display: 'flex', gap: 8 }}>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} solid={solid}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const MemberLevels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="gold" solid>
        VIP
      </Badge>
      <Badge tone="plum" solid>
        SVIP
      </Badge>
    </div>
  ),
};

export const UnreadCounts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['1', '12', '99+'].map((count) => (
        <Badge key={count} tone="accent" solid>
          {count}
        </Badge>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: { tone: 'gold', solid: false, icon: <CoinIcon />, children: '+50' },
};

export const Chinese: Story = {
  args: { tone: 'accent', solid: false, children: '新朋友' },
  globals: inChinese,
};

export const Mobile: Story = { ...Tones, globals: onMobile };

export const Dark: Story = { ...Tones, globals: inDark };
