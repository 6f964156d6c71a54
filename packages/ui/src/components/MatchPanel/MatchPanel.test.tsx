import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { actAsync, render } from '../../../test/render';
import { MatchPanel, type MatchStatus } from './MatchPanel';
import type { MatchPanelLabels } from './labels';
import { useMatchCountdown } from './useMatchCountdown';

const labels: MatchPanelLabels = {
  idleTitle: 'Meet someone new',
  matchingTitle: 'Finding someone',
  matchedTitle: 'Match',
  exhaustedTitle: 'None left',
  remaining: '{remaining} of {limit} left',
  countdown: '{seconds} seconds left',
  start: 'Start',
  cancel: 'Cancel',
  continue: 'Again',
  chat: 'Chat',
  upgrade: 'Upgrade',
};

function Harness({ onTimeout }: { onTimeout: () => void }) {
  const [status, setStatus] = useState<MatchStatus>('idle');
  const secondsLeft = useMatchCountdown({
    running: status === 'matching',
    onTimeout: () => (onTimeout(), setStatus('idle')),
  });
  return (
    <MatchPanel
      status={status}
      remaining={3}
      limit={3}
      secondsLeft={secondsLeft}
      labels={labels}
      onStart={() => setStatus('matching')}
      onCancel={() => setStatus('idle')}
    />
  );
}

const tick = (ms: number) => actAsync(() => vi.advanceTimersByTime(ms));

describe('MatchPanel countdown', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => void vi.useRealTimers());

  it('counts 15 seconds down, then times out once and goes back to idle', async () => {
    const onTimeout = vi.fn();
    await render(<Harness onTimeout={onTimeout} />);
    await userEvent.click(page.getByRole('button', { name: 'Start' }));
    await expect.element(page.getByRole('timer', { name: '15 seconds left' })).toBeVisible();
    await tick(1000);
    await expect.element(page.getByRole('timer', { name: '14 seconds left' })).toBeVisible();
    await tick(13_000);
    await expect.element(page.getByRole('timer', { name: '1 seconds left' })).toBeVisible();
    expect(onTimeout).not.toHaveBeenCalled();
    await tick(1000);
    expect(onTimeout).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('heading', { name: 'Meet someone new' })).toBeVisible();
    await tick(5000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('stops on cancel and starts again from 15', async () => {
    const onTimeout = vi.fn();
    await render(<Harness onTimeout={onTimeout} />);
    await userEvent.click(page.getByRole('button', { name: 'Start' }));
    await tick(5000);
    await expect.element(page.getByRole('timer', { name: '10 seconds left' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await tick(20_000);
    expect(onTimeout).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Start' }));
    await expect.element(page.getByRole('timer', { name: '15 seconds left' })).toBeVisible();
  });
});
