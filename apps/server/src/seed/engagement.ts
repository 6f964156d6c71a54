/**
 * What people did with the dynamics: likes, comments and replies in the commenter's language, and
 * the interactive notifications each of those (and each follow) would have produced, read when
 * older than a day. The demo login's dynamics draw a little more attention.
 */
import { comments, replies } from './chatter.ts';
import { DEMO_ID, people } from './people.ts';
import type { Random } from './random.ts';
import { speaks, type Social } from './social.ts';
import { DAY, idOf, type PlannedDynamic } from './world.ts';

export interface PlannedComment {
  id: number;
  dynamic_id: number;
  user_id: number;
  parent_id: number | null;
  reply_to_user_id: number | null;
  content: string;
  created_at: Date;
}

export interface PlannedInteraction {
  user_id: number;
  actor_id: number;
  type: 'like' | 'comment' | 'reply' | 'follow';
  dynamic_id: number | null;
  content: string | null;
  read: number;
  created_at: Date;
}

export interface Engagement {
  likes: { dynamic_id: number; user_id: number; created_at: Date }[];
  comments: PlannedComment[];
  interactions: PlannedInteraction[];
}

const everyone = people.map((_, i) => idOf(i));

export function planEngagement(
  now: Date,
  r: Random,
  dynamics: PlannedDynamic[],
  social: Social,
): Engagement {
  const result: Engagement = { likes: [], comments: [], interactions: [] };
  /** A moment between `from` and now. */
  const after = (from: Date) =>
    new Date(from.getTime() + r.next() * (now.getTime() - from.getTime()));
  const notify = (event: Omit<PlannedInteraction, 'read'>) => {
    if (event.user_id === event.actor_id) return;
    const read = now.getTime() - event.created_at.getTime() > DAY ? 1 : 0;
    result.interactions.push({ ...event, read });
  };

  for (const dynamic of dynamics) {
    const author = dynamic.user_id;
    const popular = author === DEMO_ID;
    const others = everyone.filter((id) => id !== author);
    for (const liker of r.sample(others, popular ? r.int(6, 14) : r.int(0, 10))) {
      const created = after(dynamic.created_at);
      result.likes.push({ dynamic_id: dynamic.id, user_id: liker, created_at: created });
      notify({
        type: 'like',
        user_id: author,
        actor_id: liker,
        dynamic_id: dynamic.id,
        content: null,
        created_at: created,
      });
    }

    for (const commenter of r.sample(others, popular ? r.int(2, 4) : r.int(0, 3))) {
      const top: PlannedComment = {
        id: result.comments.length + 1,
        dynamic_id: dynamic.id,
        user_id: commenter,
        parent_id: null,
        reply_to_user_id: null,
        content: r.pick(comments[speaks(commenter)]),
        created_at: after(dynamic.created_at),
      };
      result.comments.push(top);
      notify({
        type: 'comment',
        user_id: author,
        actor_id: commenter,
        dynamic_id: dynamic.id,
        content: top.content,
        created_at: top.created_at,
      });
      if (!r.chance(0.55)) continue;

      // The author answers the comment itself (replyTo null) ...
      const answer: PlannedComment = {
        ...top,
        id: result.comments.length + 1,
        user_id: author,
        parent_id: top.id,
        content: r.pick(replies[speaks(author)]),
        created_at: after(top.created_at),
      };
      result.comments.push(answer);
      notify({
        type: 'reply',
        user_id: commenter,
        actor_id: author,
        dynamic_id: dynamic.id,
        content: answer.content,
        created_at: answer.created_at,
      });
      if (!r.chance(0.35)) continue;

      // ... and sometimes the commenter answers back, naming the author.
      const back: PlannedComment = {
        ...top,
        id: result.comments.length + 1,
        parent_id: top.id,
        reply_to_user_id: author,
        content: r.pick(replies[speaks(commenter)]),
        created_at: after(answer.created_at),
      };
      result.comments.push(back);
      notify({
        type: 'reply',
        user_id: author,
        actor_id: commenter,
        dynamic_id: dynamic.id,
        content: back.content,
        created_at: back.created_at,
      });
    }
  }

  for (const f of social.follows) {
    notify({
      type: 'follow',
      user_id: f.followee_id,
      actor_id: f.follower_id,
      dynamic_id: null,
      content: null,
      created_at: f.created_at,
    });
  }
  // Oldest first, so notification ids rise with time like real ones.
  result.interactions.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  return result;
}
