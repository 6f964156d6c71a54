import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inDark, onDesktop, onMobile } from '../../private/stories';
import {
  PhotoVerificationReview,
  type PhotoVerificationReviewProps,
} from './PhotoVerificationReview';
import { formatStoryTime, reviewLabels, sampleRequests } from './PhotoVerificationReview.storyData';

/** Keeps the open request as the app would, so selecting and Back work in the stories. */
function Stateful(args: PhotoVerificationReviewProps) {
  const [selectedId, setSelectedId] = useState(args.selectedId ?? null);
  return (
    <PhotoVerificationReview
      {...args}
      selectedId={selectedId}
      onOpen={(change) => {
        setSelectedId(change.id);
        args.onOpen(change);
      }}
      onBack={() => {
        setSelectedId(null);
        args.onBack();
      }}
    />
  );
}

const meta = {
  title: 'Components/PhotoVerificationReview',
  component: PhotoVerificationReview,
  args: {
    requests: sampleRequests,
    labels: reviewLabels.en,
    selectedId: 41,
    formatTime: formatStoryTime,
    onOpen: fn(),
    onBack: fn(),
    onDecide: fn(),
  },
  render: (args) => <Stateful {...args} />,
  globals: onDesktop,
} satisfies Meta<typeof PhotoVerificationReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first; the arrows move through the list, Enter opens; Approve sends the decision. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Verification requests' });
    const items = within(list).getAllByRole('button');
    await expect(items[0]).toHaveTextContent(/Mia.*ID 100001.*waited 2 d/);
    await expect(items[1]).toHaveTextContent(/Lucas Becker.*waited 3 h/);
    await expect(items[2]).toHaveTextContent(/Олег.*waited 40 min/);
    await expect(items[0]).toHaveAttribute('aria-current', 'true');
    await expect(items[1]).toHaveAttribute('tabindex', '-1');
    items[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[0]).toHaveFocus();
    items[0]!.blur();
    const request = canvas.getByRole('article', { name: 'Verification of Mia' });
    await expect(within(request).getByRole('img', { name: 'Selfie of Mia' })).toBeVisible();
    await expect(within(request).getByText('Make a peace sign')).toBeVisible();
    await expect(within(request).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(request).getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ requestId: 41, approve: true });
    within(request).getByRole('button', { name: 'Approve' }).blur();
    // The click scrolled the button into view; the screenshot shows the page from its top.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const Playground: Story = {};

/** Refuse asks for a reason first, then sends it. */
export const RefuseValidation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(canvas.getByText('Give a reason to refuse')).toBeVisible();
    const reason = canvas.getByRole('textbox', { name: 'Reason for refusing' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(reason, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.clear(reason);
    await userEvent.type(reason, 'The hand is hidden.');
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      requestId: 41,
      approve: false,
      reason: 'The hand is hidden.',
    });
    canvas.getByRole('button', { name: 'Refuse' }).blur();
  },
};

/** Holds the decision "on its way" once made, as the app does until the server answers. */
function HoldingDecision(args: PhotoVerificationReviewProps) {
  const [deciding, setDeciding] = useState(false);
  return (
    <Stateful
      {...args}
      deciding={deciding}
      onDecide={(decision) => {
        setDeciding(true);
        args.onDecide(decision);
      }}
    />
  );
}

/** A refusal on its way: Refuse spins, Approve waits. */
export const Deciding: Story = {
  render: (args) => <HoldingDecision {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Blurred.');
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(canvas.getByRole('button', { name: 'Refuse' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Refuse' }).blur();
  },
};

export const Failed: Story = {
  args: { error: 'This request was already decided' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('already decided');
  },
};

/** Nothing open yet: the list beside a hint. */
export const NoneOpen: Story = { args: { selectedId: null } };

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No verification requests')).toBeVisible();
  },
};

export const Loading: Story = { args: { requests: [], loading: true } };

/** A phone: the list only, until a request opens. */
export const MobileList: Story = {
  args: { selectedId: null },
  globals: onMobile,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Lucas Becker/ }));
    await expect(args.onOpen).toHaveBeenCalledWith({ id: 42 });
    await expect(
      canvas.getByRole('article', { name: 'Verification of Lucas Becker' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Lucas Becker/ })).toHaveFocus());
    canvas.getByRole('button', { name: /Lucas Becker/ }).blur();
  },
};

/** A phone: the open request with Back, the list hidden. */
export const MobileCase: Story = {
  globals: onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Verification requests' })).toBeNull();
  },
};

export const Dark: Story = { globals: { ...onDesktop, ...inDark } };

export const German: Story = {
  args: { labels: reviewLabels.de, selectedId: 42 },
  globals: { ...onDesktop, locale: 'de' },
};
