import type { MediaSample } from './stall-detection';

/** What a sample reads: an HTMLMediaElement has it, and so does the gapless engine's fake. */
type SampledElement = Pick<
  HTMLMediaElement,
  'buffered' | 'currentTime' | 'readyState' | 'paused'
> & {
  readonly error: { readonly code: number } | null;
};

/** Seconds buffered after the playhead, in the buffered range that contains it. */
function bufferedAhead(element: SampledElement): number {
  const { buffered, currentTime } = element;
  for (let index = 0; index < buffered.length; index += 1) {
    const start = buffered.start(index);
    const end = buffered.end(index);
    if (start <= currentTime && currentTime <= end) return end - currentTime;
  }
  return 0;
}

/** Reads what buffer monitoring needs from the `<audio>` element, as a plain cloneable object. */
export function sampleMediaElement(element: SampledElement, shouldPlay: boolean): MediaSample {
  return {
    shouldPlay,
    currentTime: element.currentTime,
    readyState: element.readyState,
    paused: element.paused,
    bufferedAhead: bufferedAhead(element),
    errorCode: element.error?.code ?? null,
  };
}
