import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { samplePhotos } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { DynamicCard } from './DynamicCard';
import { chineseLabels, dynamic, labels, lucas, xiaoyu } from './DynamicCard.storyData';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Components/DynamicCard',
  component: DynamicCard,
  args: {
    dynamic,
    own: false,
    labels,
    timeZone: 'UTC',
    locale: 'en',
    profileHref: '/profile/1',
    onNavigate: fn(),
    onLike: fn(),
    onComment: fn(),
    onTranslate: fn(),
    onRevealBurn: fn(),
    onOpenImage: fn(),
    onDelete: fn(),
    onPin: fn(),
    onReport: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DynamicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Mia' });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(card).getByRole('button', { name: 'Like 128' }));
    await expect(args.onLike).toHaveBeenCalledWith({ dynamicId: 42, like: true });
    await userEvent.click(within(card).getByRole('button', { name: 'Comments 16' }));
    await expect(args.onComment).toHaveBeenCalledWith({ dynamicId: 42 });
    await userEvent.click(within(card).getByRole('button', { name: 'Translate' }));
    await expect(args.onTranslate).toHaveBeenCalledWith({ dynamicId: 42 });
    await userEvent.click(within(card).getByRole('button', { name: 'Photo 2 of 3' }));
    await expect(args.onOpenImage).toHaveBeenCalledWith({ dynamicId: 42, index: 1 });
    await userEvent.click(within(card).getByRole('button', { name: 'More actions' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Report' }));
    await expect(args.onReport).toHaveBeenCalledWith({ dynamicId: 42 });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {};

/** Someone else's burn-after-reading dynamic: blurred until tapped. */
export const BurnAfterReading: Story = {
  args: { dynamic: { ...dynamic, burnAfterReading: 1, images: samplePhotos.slice(3, 5) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: /Photo/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Burn after reading: tap to view' }));
    await expect(args.onRevealBurn).toHaveBeenCalledWith({ dynamicId: 42 });
  },
};

export const BurnRevealing: Story = {
  args: { ...BurnAfterReading.args, revealingBurn: true },
};

export const Burned: Story = {
  args: { dynamic: { ...dynamic, burnAfterReading: 1, burned: 1, images: [] } },
};

export const Pinned: Story = { args: { dynamic: { ...dynamic, top: 1 } } };

/** The viewer's own dynamic: pin and delete in the menu, the burn badge. */
export const Own: Story = {
  args: { own: true, dynamic: { ...dynamic, top: 1, burnAfterReading: 1 } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Unpin' }));
    await expect(args.onPin).toHaveBeenCalledWith({ dynamicId: 42, top: false });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ dynamicId: 42 });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Liked: Story = {
  args: { dynamic: { ...dynamic, supported: true, likes: 129 } },
  play: async ({ args, canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Like 129' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith({ dynamicId: 42, like: false });
  },
};

/** The author shows likes and comments only to self: no numbers. */
export const HiddenCounts: Story = {
  args: { dynamic: { ...dynamic, likes: null, comments: null } },
};

export const WithTranslation: Story = {
  args: {
    dynamic: {
      ...dynamic,
      user: xiaoyu,
      content: '今天去了外滩，夜景太美了！有没有人周末一起去拍照？[smile]',
    },
    translation:
      'Went to the Bund today, the night view was gorgeous! Anyone up for a photo walk this weekend? [smile]',
  },
};

export const Translating: Story = { args: { translating: true } };

export const LongText: Story = {
  args: {
    dynamic: {
      ...dynamic,
      images: samplePhotos.slice(8, 9),
      content:
        'Three things I learned cooking for twelve people last night:\n1. Always make double the sofrito.\n2. Nobody cares if the socarrat is perfect, they care that you made it together.\n3. The best conversations happen while washing dishes.\n\nNext time I am trying a vegetarian paella with artichokes and green beans. Recipe swaps welcome, especially from my friends in Japan and Germany [yum] [clap]',
    },
  },
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(within(canvasElement).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const LongTextFolded: Story = { args: LongText.args };

export const NoImages: Story = {
  args: {
    dynamic: {
      ...dynamic,
      user: lucas,
      images: [],
      content: 'Finally sent my first message in Spanish today. ¡Hola a todos! [wave]',
    },
  },
};

export const OneImage: Story = {
  args: { dynamic: { ...dynamic, images: samplePhotos.slice(1, 2) } },
};

export const FourImages: Story = {
  args: { dynamic: { ...dynamic, images: samplePhotos.slice(0, 4) } },
};

export const NineImages: Story = { args: { dynamic: { ...dynamic, images: samplePhotos } } };

export const Chinese: Story = {
  args: {
    labels: chineseLabels,
    locale: 'zh-CN',
    dynamic: {
      ...dynamic,
      user: xiaoyu,
      top: 1,
      supported: true,
      content:
        '周末去西湖边走了走，桂花开得正好，整个城市都是香的。下次想去京都看红叶，有人一起吗？[heart_eyes]',
      images: samplePhotos.slice(4, 8),
    },
    translation: undefined,
  },
  globals: inChinese,
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <DynamicCard {...args} />
      <DynamicCard
        {...args}
        dynamic={{
          ...args.dynamic,
          id: 43,
          top: 0,
          supported: false,
          burnAfterReading: 1,
          images: samplePhotos.slice(0, 1),
        }}
      />
      <DynamicCard
        {...args}
        dynamic={{ ...args.dynamic, id: 44, top: 0, burned: 1, images: [] }}
        translation="Went for a walk by West Lake."
      />
    </div>
  ),
};

/** The square on a phone: a normal, a burn-after-reading and a burned dynamic. */
export const Mobile: Story = {
  globals: onMobile,
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      <DynamicCard {...args} />
      <DynamicCard
        {...args}
        dynamic={{ ...dynamic, id: 43, burnAfterReading: 1, images: samplePhotos.slice(5, 6) }}
      />
      <DynamicCard {...args} dynamic={{ ...dynamic, id: 44, burned: 1, images: [] }} />
    </div>
  ),
};

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Desktop: Story = {
  args: { dynamic: { ...dynamic, images: samplePhotos.slice(0, 6), top: 1 } },
  globals: onDesktop,
};

export const Dark: Story = { ...Mobile, globals: { ...onMobile, ...inDark } };
