/** Whole seconds as a clock, "0:12", "1:00". */
export function formatVoiceTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The most bars a waveform has (openapi MessageExt.waveform) and the loudest bar's value. */
export const waveformBars = 48;
export const waveformMax = 31;
