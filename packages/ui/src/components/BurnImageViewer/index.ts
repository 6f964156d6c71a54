export {
  BurnImageViewer,
  type BurnImageViewerLabels,
  type BurnImageViewerProps,
} from './BurnImageViewer';
