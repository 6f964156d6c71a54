import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render';
import { conversations, labelsEn, service } from '../ConversationItem/ConversationItem.fixtures';
import { ConversationList } from './ConversationList';

const labels = {
  ...labelsEn,
  list: 'Conversations',
  emptyTitle: 'No friends yet',
  loading: 'Loading',
};

describe('ConversationList', () => {
  it('opens a row’s menu from the keyboard (Shift+F10)', async () => {
    const onDeleteConversation = vi.fn();
    await render(
      <ConversationList
        conversations={conversations}
        labels={labels}
        timeZone="UTC"
        onDeleteConversation={onDeleteConversation}
        onDeleteHistory={() => {}}
      />,
    );
    (page.getByRole('button', { name: /^Mia/ }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await userEvent.click(page.getByRole('menuitem', { name: 'Delete conversation' }));
    expect(onDeleteConversation).toHaveBeenCalledWith({ conversation: conversations[0] });
  });

  it('offers only "delete history" for customer service', async () => {
    await render(
      <ConversationList
        conversations={[service]}
        labels={labels}
        onDeleteConversation={() => {}}
        onDeleteHistory={() => {}}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'More actions for Heartline Support' }));
    await expect.element(page.getByRole('menuitem', { name: 'Delete chat history' })).toBeVisible();
    expect(page.getByRole('menuitem', { name: 'Delete conversation' }).elements()).toHaveLength(0);
  });

  it('puts customer service first wherever it arrives', async () => {
    await render(<ConversationList conversations={[...conversations, service]} labels={labels} />);
    const rows = page.getByRole('listitem').elements();
    expect(rows[0]?.textContent).toContain('Heartline Support');
  });
});
