export { VoiceMessage, type VoiceMessageLabels, type VoiceMessageProps } from './VoiceMessage';
export { formatVoiceTime, waveformBars, waveformMax } from './voiceTime';
