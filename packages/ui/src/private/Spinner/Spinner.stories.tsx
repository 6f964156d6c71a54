import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../stories';
import { Spinner } from './Spinner';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Bases/Spinner',
  component: Spinner,
  args: { label: 'Loading', size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Playground: Story = {};

export const Sizes: Story = {
  render: () => (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.large,
        color: vars.color.accent.text,
      }}
    >
      <Spinner size="small" />
      <Spinner size="medium" />
      <Spinner size="large" />
    </div>
  ),
};

export const Chinese: Story = { args: { label: '加载中' }, globals: inChinese };

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { ...Sizes, globals: inDark };
