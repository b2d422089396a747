export type { PlayRequest } from './lib/play-plan';
export { $loginPromptOpen, loginPromptClosed, playRequested } from './model/play-requested';
export { $playbackAccess } from './model/playback-access';
export { resolveAudioUrlFx } from './model/url-resolution';
export { LoginPromptDialog } from './ui/login-prompt-dialog';
