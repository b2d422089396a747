import { createEvent, sample, split } from 'effector';
import {
  $hasTrack,
  $isPlaying,
  $progress,
  loopToggled,
  muteToggled,
  nextPressed,
  paused,
  played,
  previousPressed,
  seekRequested,
  shuffleToggled,
} from '@/entities/player';
import { KEYBOARD_SEEK_SECONDS } from '@/shared/config';
import type { PlayerHotkeyAction } from '../config/player-hotkeys';

/** A player shortcut was pressed (the help, `show-help`, is the component's own state). */
export const playerHotkeyPressed = createEvent<PlayerHotkeyAction>();

// Shortcuts act only on a loaded track.
const pressedWithTrack = sample({ clock: playerHotkeyPressed, filter: $hasTrack });

const is = (wanted: PlayerHotkeyAction) => (action: PlayerHotkeyAction) => action === wanted;
const pressed = split(pressedWithTrack, {
  togglePlay: is('toggle-play'),
  seekBack: is('seek-back'),
  seekForward: is('seek-forward'),
  previous: is('previous'),
  next: is('next'),
  mute: is('mute'),
  loop: is('loop'),
  shuffle: is('shuffle'),
});

// One read of $isPlaying decides: pausing must not make the same press play again.
const toggledFrom = sample({ clock: pressed.togglePlay, source: $isPlaying });
sample({ clock: toggledFrom, filter: (playing) => playing, target: paused });
sample({ clock: toggledFrom, filter: (playing) => !playing, target: played });
sample({
  clock: pressed.seekBack,
  source: $progress,
  fn: (progress) => Math.max(0, progress - KEYBOARD_SEEK_SECONDS),
  target: seekRequested,
});
sample({
  clock: pressed.seekForward,
  source: $progress,
  fn: (progress) => progress + KEYBOARD_SEEK_SECONDS,
  target: seekRequested,
});
sample({ clock: pressed.previous, target: previousPressed });
sample({ clock: pressed.next, target: nextPressed });
sample({ clock: pressed.mute, target: muteToggled });
sample({ clock: pressed.loop, target: loopToggled });
sample({ clock: pressed.shuffle, target: shuffleToggled });
