import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render';
import { MessageList, type MessageListProps } from './MessageList';
import { history, labelsEn } from './MessageList.fixtures';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function list(props: Partial<MessageListProps>) {
  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column' }}>
      <MessageList items={history(40, { from: 100 })} labels={labelsEn} {...props} />
    </div>
  );
}

const viewport = () =>
  page.getByRole('region', { name: 'Messages with Mia' }).element() as HTMLElement;
const distanceFromEnd = () => {
  const element = viewport();
  return element.scrollHeight - element.scrollTop - element.clientHeight;
};

describe('MessageList', () => {
  it('opens at the newest message and follows new ones while at the bottom', async () => {
    const items = history(40, { from: 100 });
    const { rerender } = await render(list({ items }));
    await expect.poll(distanceFromEnd).toBeLessThan(2);
    await rerender(list({ items: [...items, ...history(3, { from: 140 })] }));
    await expect.poll(distanceFromEnd).toBeLessThan(2);
    await expect
      .element(page.getByRole('listitem').last())
      .toHaveAttribute('aria-posinset', String(items.length + 3));
  });

  it('stays where the reader scrolled to and offers the latest messages', async () => {
    const items = history(40, { from: 100 });
    const { rerender } = await render(list({ items }));
    await expect.poll(distanceFromEnd).toBeLessThan(2);
    viewport().scrollTop = 300;
    await frame();
    await frame();
    const anchor = viewport().querySelector<HTMLElement>('[data-key]')!;
    const top = anchor.getBoundingClientRect().top;

    await rerender(list({ items: [...items, ...history(3, { from: 140 })] }));
    await frame();
    const same = viewport().querySelector<HTMLElement>(`[data-key="${anchor.dataset.key}"]`)!;
    expect(Math.abs(same.getBoundingClientRect().top - top)).toBeLessThan(2);
    expect(distanceFromEnd()).toBeGreaterThan(200);

    await userEvent.click(page.getByRole('button', { name: 'Latest messages' }));
    await expect.poll(distanceFromEnd).toBeLessThan(2);
  });

  it('asks for older messages at the top and keeps the view in place when they arrive', async () => {
    const onLoadOlder = vi.fn();
    const items = history(40, { from: 100 });
    const { rerender } = await render(list({ items, hasOlder: true, onLoadOlder }));
    await expect.poll(distanceFromEnd).toBeLessThan(2);
    expect(onLoadOlder).not.toHaveBeenCalled();

    viewport().scrollTop = 0;
    await expect.poll(() => onLoadOlder.mock.calls.length).toBe(1);
    await rerender(list({ items, hasOlder: true, loadingOlder: true, onLoadOlder }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading earlier messages');

    const anchor = viewport().querySelector<HTMLElement>('[data-key]')!;
    const key = anchor.dataset.key;
    const top = anchor.getBoundingClientRect().top;
    await rerender(
      list({ items: [...history(20, { from: 80 }), ...items], hasOlder: true, onLoadOlder }),
    );
    await frame();
    await frame();
    const moved = viewport().querySelector<HTMLElement>(`[data-key="${key}"]`)!;
    expect(Math.abs(moved.getBoundingClientRect().top - top)).toBeLessThan(2);
    expect(onLoadOlder).toHaveBeenCalledOnce();
  });
});
