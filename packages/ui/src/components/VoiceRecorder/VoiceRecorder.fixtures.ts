// Story data: the recorder's texts in English and Chinese, and a live meter's readings.
import type { VoiceRecorderLabels } from './VoiceRecorder';

export const labelsEn: VoiceRecorderLabels = {
  record: 'Hold to record a voice message',
  releaseToSend: 'Release to send · slide away or press Esc to cancel',
  releaseToCancel: 'Release to cancel',
  tooShort: 'Too short: hold for at least 1 second',
};

export const labelsZh: VoiceRecorderLabels = {
  record: '按住录制语音消息',
  releaseToSend: '松开发送 · 滑开或按 Esc 取消',
  releaseToCancel: '松开取消',
  tooShort: '说话时间太短，请按住至少 1 秒',
};

/** 24 readings of someone speaking, oldest first. */
export const speaking = Array.from({ length: 24 }, (_, i) =>
  Math.min(1, 0.15 + 0.75 * Math.abs(Math.sin(i * 0.7)) * (i % 4 === 0 ? 0.5 : 1)),
);
