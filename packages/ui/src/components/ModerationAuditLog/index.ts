export {
  ModerationAuditLog,
  moderationActions,
  type ModerationAction,
  type ModerationAuditEntry,
  type ModerationAuditLogLabels,
  type ModerationAuditLogProps,
} from './ModerationAuditLog';
