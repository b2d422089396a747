/** A synced line's time as the studio shows it, to the hundredth: 34.61 → "0:34.61". */
export function formatLrcTime(seconds: number): string {
  const hundredths = Math.max(0, Math.round(seconds * 100));
  const minutes = Math.floor(hundredths / 6000);
  const rest = (hundredths % 6000) / 100;
  return `${minutes}:${rest.toFixed(2).padStart(5, '0')}`;
}

/** The same time for a screen reader: "0 minutes 34 seconds" (a slider's value text). */
export function spokenLrcTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return minutes === 0
    ? unit(rest, 'second')
    : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}
