import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../stories';
import { ScrollArea } from './ScrollArea';
import { vars } from '../../theme/contract.css';

const hobbies = [
  'Hiking',
  'Cooking',
  'Photography',
  'Travel',
  'Yoga',
  'Board games',
  'Jazz',
  'Running',
  'Painting',
  'Cycling',
  'Films',
  'Dancing',
  'Reading',
  'Coffee',
  'Karaoke',
];

const list = (items: string[]) => (
  <ul style={{ display: 'grid', gap: vars.space.small, padding: vars.space.medium }}>
    {items.map((item) => (
      <li
        key={item}
        style={{
          paddingLeft: vars.space.medium,
          paddingRight: vars.space.medium,
          paddingTop: vars.space.small,
          paddingBottom: vars.space.small,
          borderRadius: vars.radius.medium,
          background: vars.color.accent.soft,
        }}
      >
        {item}
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Bases/ScrollArea',
  component: ScrollArea,
  args: { maxHeight: 240, label: 'Hobbies', children: list(hobbies) },
  decorators: [
    (Story) => (
      <div
        style={{
          background: vars.color.background.surface,
          borderRadius: vars.radius.large,
          boxShadow: vars.shadow.small,
          width: 280,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Hobbies' });
    region.scrollTop = 120;
    await expect(region.scrollTop).toBeGreaterThan(0);
    region.scrollTop = 0;
  },
};

export const Playground: Story = {};

export const ShortContent: Story = { args: { children: list(hobbies.slice(0, 3)) } };

export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    maxHeight: undefined,
    children: (
      <div
        style={{
          display: 'flex',
          gap: vars.space.small,
          padding: vars.space.medium,
          width: 'max-content',
        }}
      >
        {hobbies.map((hobby) => (
          <div
            key={hobby}
            style={{
              paddingLeft: vars.space.medium,
              paddingRight: vars.space.medium,
              paddingTop: vars.space.xsmall,
              paddingBottom: vars.space.xsmall,
              borderRadius: vars.radius.full,
              background: vars.color.accent.soft,
            }}
          >
            {hobby}
          </div>
        ))}
      </div>
    ),
  },
};

/** A line without a break (a link, a long word) wraps inside the area instead of widening it. */
export const LongLine: Story = {
  args: {
    label: 'Message',
    children: (
      <p style={{ margin: 0, padding: vars.space.medium, overflowWrap: 'break-word' }}>
        Here is the playlist for Saturday:
        https://music.example.com/playlists/saturday-salsa-bachata-kizomba-and-a-little-bit-of-tango-for-the-end
        and a word without a break:
        Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Message' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const text = within(region).getByText(/playlist for Saturday/);
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(
      region.getBoundingClientRect().width,
    );
  },
};

export const Chinese: Story = {
  args: {
    label: '兴趣爱好',
    children: list([
      '徒步',
      '烹饪',
      '摄影',
      '旅行',
      '瑜伽',
      '桌游',
      '爵士乐',
      '跑步',
      '绘画',
      '骑行',
    ]),
  },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { globals: inDark };
