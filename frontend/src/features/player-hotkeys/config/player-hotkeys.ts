import { KEYBOARD_SEEK_SECONDS } from '@/shared/config';

/** What a player shortcut does. */
export type PlayerHotkeyAction =
  | 'toggle-play'
  | 'seek-back'
  | 'seek-forward'
  | 'previous'
  | 'next'
  | 'mute'
  | 'loop'
  | 'shuffle'
  | 'show-help';

/** One key as printed (`label`) and as read aloud (`name`). */
export interface HotkeyKey {
  label: string;
  name: string;
}

export interface PlayerHotkey {
  action: PlayerHotkeyAction;
  keys: HotkeyKey[];
  description: string;
}

const key = (label: string, name: string = label): HotkeyKey => ({ label, name });
const SHIFT = key('Shift');
const LEFT = key('←', 'Left arrow');
const RIGHT = key('→', 'Right arrow');

/** The shortcuts, in the order the help lists them. */
export const PLAYER_HOTKEYS: readonly PlayerHotkey[] = [
  { action: 'toggle-play', keys: [key('Space')], description: 'Play or pause' },
  {
    action: 'seek-back',
    keys: [LEFT],
    description: `Back ${KEYBOARD_SEEK_SECONDS} seconds`,
  },
  {
    action: 'seek-forward',
    keys: [RIGHT],
    description: `Forward ${KEYBOARD_SEEK_SECONDS} seconds`,
  },
  { action: 'previous', keys: [SHIFT, LEFT], description: 'Previous track' },
  { action: 'next', keys: [SHIFT, RIGHT], description: 'Next track' },
  { action: 'mute', keys: [key('M')], description: 'Mute or unmute' },
  { action: 'loop', keys: [key('L')], description: 'Loop on or off' },
  { action: 'shuffle', keys: [key('S')], description: 'Shuffle on or off' },
  { action: 'show-help', keys: [key('?', 'Question mark')], description: 'Show these shortcuts' },
];
