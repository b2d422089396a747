// The audio clock's Web Worker (spec §7: "a background worker handles progress updates, a priority
// mode and buffer monitoring"). It only keeps time and decides stalls; the main thread owns audio.
import { createAudioClockCore } from './audio-clock-core';
import type { ClockCommand, ClockEvent } from './audio-clock-protocol';

const core = createAudioClockCore((event: ClockEvent) => {
  self.postMessage(event);
});

self.addEventListener('message', (event: MessageEvent<ClockCommand>) => {
  core.handle(event.data);
});
