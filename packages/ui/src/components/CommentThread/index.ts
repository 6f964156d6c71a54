export {
  CommentThread,
  type CommentThreadProps,
  type ThreadComment,
  type ThreadReply,
} from './CommentThread';
export type { CommentThreadLabels } from './labels';
