export {
  VisitorList,
  type VisitorListLabels,
  type VisitorListProps,
  type VisitorRecord,
} from './VisitorList';
