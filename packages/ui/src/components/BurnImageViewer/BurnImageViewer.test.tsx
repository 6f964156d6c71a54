import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describeModalBehaviour } from '../../private/Modal/modalBehaviour';
import { samplePhotos } from '../../private/sampleMembers';
import { render } from '../../../test/render';
import { BurnImageViewer, type BurnImageViewerProps } from './BurnImageViewer';

const props: BurnImageViewerProps = {
  open: true,
  src: samplePhotos[4]!,
  alt: 'Photo from Mia',
  title: 'Burn after reading',
  labels: {
    close: 'Close',
    countdown: 'Burns in {seconds} s',
    loading: 'Loading photo',
    failed: 'This photo could not be loaded',
  },
  onBurned: () => {},
};

describeModalBehaviour('BurnImageViewer', {
  name: 'Burn after reading',
  closeLabel: 'Close',
  renderDialog: ({ open, onClose }) => (
    <BurnImageViewer {...props} open={open} onBurned={onClose} />
  ),
});

describe('BurnImageViewer', () => {
  const countdown = () => page.getByRole('timer').element().textContent;
  // A second at a time: each tick schedules the next once React has rendered it.
  async function seconds(ms: number) {
    for (let spent = 0; spent < ms; spent += 1000) await act(() => vi.advanceTimersByTime(1000));
  }

  /**
   * Opens the viewer held until the photo has loaded (with real timers: polling a locator would
   * advance fake ones), then fakes the countdown's timeouts and lets it run.
   */
  async function openCounting(extra: Partial<BurnImageViewerProps> = {}) {
    const { rerender } = await render(<BurnImageViewer {...props} {...extra} paused />);
    await expect.element(page.getByText('Burns in 8 s')).toBeVisible();
    await expect
      .element(page.getByRole('img', { name: 'Photo from Mia' }))
      .toHaveAttribute('data-status', 'ready');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await rerender(<BurnImageViewer {...props} {...extra} />);
  }

  afterEach(() => void vi.useRealTimers());

  it('shows the photo for 8 seconds, counting down, then burns it once', async () => {
    const onBurned = vi.fn();
    await openCounting({ onBurned });
    expect(countdown()).toContain('Burns in 8 s');
    await seconds(1000);
    expect(countdown()).toContain('Burns in 7 s');
    await seconds(6000);
    expect(countdown()).toContain('Burns in 1 s');
    expect(onBurned).not.toHaveBeenCalled();
    await seconds(1000);
    expect(onBurned).toHaveBeenCalledExactlyOnceWith({ early: false });
    await seconds(5000);
    expect(onBurned).toHaveBeenCalledOnce();
  });

  it('turns the ring red for the last 3 seconds', async () => {
    await openCounting();
    const timer = page.getByRole('timer').element();
    expect(timer.dataset.ending).toBe('false');
    await seconds(4000);
    expect(timer.dataset.ending).toBe('false');
    await seconds(1000);
    expect(timer.dataset.ending).toBe('true');
  });

  it('burns it early, once, when closed before the time is up', async () => {
    const onBurned = vi.fn();
    await openCounting({ onBurned });
    await seconds(3000);
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    expect(onBurned).toHaveBeenCalledExactlyOnceWith({ early: true });
    await seconds(9000);
    expect(onBurned).toHaveBeenCalledOnce();
  });

  it('holds the countdown while paused', async () => {
    const onBurned = vi.fn();
    await render(<BurnImageViewer {...props} paused onBurned={onBurned} />);
    await expect.element(page.getByText('Burns in 8 s')).toBeVisible();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await seconds(20_000);
    expect(countdown()).toContain('Burns in 8 s');
    expect(onBurned).not.toHaveBeenCalled();
  });

  it('does not count when the photo cannot be loaded', async () => {
    const onBurned = vi.fn();
    await render(<BurnImageViewer {...props} src="/no-such-photo.png" onBurned={onBurned} />);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This photo could not be loaded');
    expect(page.getByRole('timer').query()).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await seconds(20_000);
    expect(onBurned).not.toHaveBeenCalled();
  });

  it('offers no context menu on the photo, and it cannot be dragged out', async () => {
    await render(<BurnImageViewer {...props} />);
    const photo = page.getByRole('img', { name: 'Photo from Mia' }).element();
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    photo.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(photo.getAttribute('draggable')).toBe('false');
  });
});
