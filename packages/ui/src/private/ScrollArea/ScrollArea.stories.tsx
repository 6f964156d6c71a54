import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../theme/Box';
import { inChinese, inDark, onMobile } from '../stories';
import { ScrollArea } from './ScrollArea';

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
  <Box as="ul" display="grid" gap="small" padding="medium">
    {items.map((item) => (
      <Box
        as="li"
        key={item}
        paddingX="medium"
        paddingY="small"
        borderRadius="medium"
        background="accentSoft"
      >
        {item}
      </Box>
    ))}
  </Box>
);

const meta = {
  title: 'Bases/ScrollArea',
  component: ScrollArea,
  args: { maxHeight: 240, label: 'Hobbies', children: list(hobbies) },
  decorators: [
    (Story) => (
      <Box background="surface" borderRadius="large" boxShadow="small" style={{ width: 280 }}>
        <Story />
      </Box>
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
      <Box display="flex" gap="small" padding="medium" style={{ width: 'max-content' }}>
        {hobbies.map((hobby) => (
          <Box
            key={hobby}
            paddingX="medium"
            paddingY="xsmall"
            borderRadius="full"
            background="accentSoft"
          >
            {hobby}
          </Box>
        ))}
      </Box>
    ),
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
