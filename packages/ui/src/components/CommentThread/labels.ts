/** Every text of a CommentThread, translated. */
export type CommentThreadLabels = {
  /** The thread's heading ("Comments"). */
  title: string;
  /** Between a reply's author and the person answered, for screen readers ("replied to"). */
  repliedTo: string;
  /** Each comment's reply button ("Reply"). */
  reply: string;
  /** Own comments' delete button ("Delete"). */
  delete: string;
  /** The translate button and the translation's caption ("Translate", "Translation"). */
  translate: string;
  translation: string;
  /** The button under the list ("Load more comments"). */
  loadMore: string;
  /** Said while the first page loads ("Loading comments"). */
  loading: string;
  /** No comments yet: the title and an invitation. */
  emptyTitle: string;
  emptyDescription?: string;
  /** The composer's label and placeholder for a new comment ("Write a comment"). */
  composer: string;
  placeholder?: string;
  /** The composer's label while replying, with `{name}` ("Reply to {name}"). */
  replyTo: string;
  /** Stops replying ("Cancel reply"). */
  cancelReply: string;
  /** The send button ("Send"). */
  send: string;
  /** The counter, with `{count}` and `{max}` ("{count}/{max}"). */
  counter: string;
};
