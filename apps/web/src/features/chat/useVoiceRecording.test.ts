import { describe, expect, it } from 'vitest';
import { voiceMimeType } from './useVoiceRecording';

describe('the recording type', () => {
  it('is opus in WebM where the browser has it, else the best it has', () => {
    expect(voiceMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(voiceMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(voiceMimeType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(voiceMimeType(() => false)).toBe('');
  });
});
