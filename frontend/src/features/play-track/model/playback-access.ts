import { combine } from 'effector';
import { $sessionToken, $sessionUser } from '@/entities/session';
import type { PlaybackAccess } from '../api/resolve-audio-url';

/** A member needs both the user and the token; while the session loads, everyone is a visitor. */
export const $playbackAccess = combine(
  $sessionUser,
  $sessionToken,
  (user, token): PlaybackAccess =>
    user !== null && token !== null ? { kind: 'member', token } : { kind: 'visitor' },
);
