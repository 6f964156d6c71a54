/**
 * Interactive notifications (GET /interact/list): another user liked, commented on or replied to
 * the recipient's dynamic, followed them, or gave a gift. Domains call this where the event
 * happens; nobody is notified of their own actions.
 */
import type { Db } from '../../db/database.ts';
import { insertInteraction } from './queries.ts';

export type InteractionType = 'like' | 'comment' | 'reply' | 'follow' | 'gift';

export async function recordInteraction(
  db: Db,
  event: {
    type: InteractionType;
    /** Who is notified. */
    userId: number;
    /** Who did it. */
    actorId: number;
    dynamicId?: number | null;
    content?: string | null;
    preview?: string | null;
    at: Date;
  },
): Promise<void> {
  if (event.userId === event.actorId) return;
  await insertInteraction(db, event);
}
