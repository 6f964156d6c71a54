import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inDark, onMobile } from '../stories';
import { Skeleton, SkeletonGroup } from './Skeleton';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Bases/Skeleton',
  component: Skeleton,
  args: { shape: 'block', width: 240, height: 120 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'block', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('span')!;
    // A shape is decoration: screen readers hear the region's loading status instead.
    await expect(shape).toHaveAttribute('aria-hidden', 'true');
    await expect(shape.getBoundingClientRect().width).toBe(240);
  },
};

export const Playground: Story = {};

/** A member card on its way: avatar, name, two lines, announced as loading. */
export const Card: Story = {
  render: () => (
    <SkeletonGroup label="Loading" style={{ display: 'flex', gap: 12, width: 320 }}>
      <Skeleton shape="circle" width={48} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.small, flex: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="90%" />
        <Skeleton width="40%" />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = { ...Card, globals: onMobile };

export const Dark: Story = { ...Card, globals: inDark };
