export { PhotoStage, type PhotoStageProps, type PhotoStatus } from './PhotoStage';
export { column as photoViewerColumn, frame as photoViewerFrame } from './PhotoStage.css';
