// Only the engine and media-session tests import this: a fake AudioEngine and a started scope.
import { allSettled, fork, type Scope } from 'effector';
import { RecordingEngine } from '@/shared/lib/audio/index.testing';
import { playerTrackFixture } from './player-fixtures';
import { playerEngineStarted } from '../model/engine';
import { createAudioEngineFx } from '../model/engine-effects';
import { audioUrlResolved, trackPlayed } from '../model/player';
import type { PlayerTrack } from '../model/player-track';

/**
 * The fake engine: shared/lib/audio's, which records every command as text ("load url@12
 * autoplay", "seek 30") and emits on demand; the player's tests know it by this name.
 */
export { RecordingEngine as FakeAudioEngine };

/** A far-future signed address, as the media module makes them. */
export const urlOf = (id: string, version = 1) =>
  `/api/media/stream/${id}.mp3?u=u-1&exp=9999999999&sig=${id}${version}`;
/** An address that expired long ago. */
export const expiredUrlOf = (id: string) => `/api/media/stream/${id}.mp3?u=u-1&exp=1000&sig=old`;

export const trackFixture = (id: string, changes: Partial<PlayerTrack> = {}): PlayerTrack =>
  playerTrackFixture({ id, title: `Song ${id}`, duration: 200, ...changes });

/** A scope whose player drives `engine`, started as the app starts it. */
export async function startedPlayer(engine: RecordingEngine): Promise<Scope> {
  const scope = fork({ handlers: [[createAudioEngineFx, () => engine]] });
  await allSettled(playerEngineStarted, { scope });
  return scope;
}

export const [trackA, trackB, trackC] = ['a', 'b', 'c'].map((id) => trackFixture(id)) as [
  PlayerTrack,
  PlayerTrack,
  PlayerTrack,
];

export const resolveUrl = (scope: Scope, trackId: string, url = urlOf(trackId)) =>
  allSettled(audioUrlResolved, { scope, params: { trackId, url } });
export const playTrack = (scope: Scope, track: PlayerTrack) =>
  allSettled(trackPlayed, { scope, params: { track, playlist: [trackA, trackB, trackC] } });

/** A scope playing a from [a, b, c], its sound loaded; the engine's log cleared. */
export async function playingA() {
  const engine = new RecordingEngine();
  const scope = await startedPlayer(engine);
  await playTrack(scope, trackA);
  await resolveUrl(scope, 'a');
  engine.take();
  return { engine, scope };
}
