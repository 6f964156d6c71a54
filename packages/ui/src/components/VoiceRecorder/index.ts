export {
  VoiceRecorder,
  type VoiceRecorderLabels,
  type VoiceRecorderProps,
  type VoiceRecorderState,
} from './VoiceRecorder';
