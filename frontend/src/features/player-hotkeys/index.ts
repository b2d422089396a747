// Keyboard shortcuts for the player (Space, ←/→, Shift+←/→, M, L, S, ?) and their help dialog.
export { PLAYER_HOTKEYS } from './config/player-hotkeys';
export type { PlayerHotkey, PlayerHotkeyAction } from './config/player-hotkeys';
export { playerHotkeyPressed } from './model/player-hotkeys';
export { HOTKEYS_HELP_TITLE, HotkeysHelpDialog } from './ui/hotkeys-help-dialog';
export type { HotkeysHelpDialogProps } from './ui/hotkeys-help-dialog';
export { PlayerHotkeys } from './ui/player-hotkeys';
