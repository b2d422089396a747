export type { PlayAllRequest, PlayRequest } from './lib/play-plan';
export {
  $loginPromptOpen,
  loginPromptClosed,
  playAllRequested,
  playRequested,
} from './model/play-requested';
export { $playbackAccess } from './model/playback-access';
export { resolveAudioUrlFx } from './model/url-resolution';
export { LoginPromptDialog } from './ui/login-prompt-dialog';
export { NO_PLAYABLE_TRACKS, PlayAllButtons } from './ui/play-all-buttons';
export type { PlayAllButtonsProps, PlayAllState } from './ui/play-all-buttons';
