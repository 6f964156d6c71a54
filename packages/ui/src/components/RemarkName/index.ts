export {
  RemarkName,
  maxRemarkLength,
  type RemarkNameLabels,
  type RemarkNameProps,
} from './RemarkName';
