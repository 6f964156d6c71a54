export {
  ModerationAuditLog,
  moderationActions,
  type ModerationAction,
  type ModerationAuditAction,
  type ModerationAuditEntry,
  type ModerationAuditLogLabels,
  type ModerationAuditLogProps,
} from './ModerationAuditLog';
