export { ImagePreview, type ImagePreviewLabels, type ImagePreviewProps } from './ImagePreview';
