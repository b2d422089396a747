import { jest } from '@jest/globals';
import { allSettled, createWatch } from 'effector';
import {
  $isAudioPlaying,
  searchPriorityEnded,
  searchPriorityStarted,
} from '@/shared/lib/audio-activity';
import { reportAudioFailureFx } from './engine-effects';
import { playingA, resolveUrl, urlOf } from '../testing/engine-test-kit';
import { $isPlaying, paused, played, seekRequested, streamStalled } from './player';

describe('the audio engine wiring: failures, stalls and what search hears', () => {
  test('a load error is logged only and pauses the player; play tries again', async () => {
    const { engine, scope } = await playingA();
    const reports: unknown[] = [];
    createWatch({ unit: reportAudioFailureFx, scope, fn: (report) => reports.push(report) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    engine.emit('loadError', 4);
    await allSettled(scope);
    expect(scope.getState($isPlaying)).toBe(false);
    expect(reports).toEqual([{ message: 'Audio load error', error: 4 }]);
    expect(warn).toHaveBeenCalledWith('Audio load error', 4);
    expect(engine.take()).toEqual([]);

    await allSettled(played, { scope });
    expect(engine.take()).toEqual([`load ${urlOf('a')}@0 autoplay`]);
  });

  test('a play error is logged only and pauses the player', async () => {
    const { engine, scope } = await playingA();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    engine.emit('playError', 'NotAllowedError');
    await allSettled(scope);
    expect(scope.getState($isPlaying)).toBe(false);
    expect(warn).toHaveBeenCalledWith('Audio play error', 'NotAllowedError');
    expect(engine.take()).toEqual(['pause']);
  });

  test('a stall is reported, and the fresh address resumes the track where it stopped', async () => {
    const { engine, scope } = await playingA();
    const stalls: unknown[] = [];
    createWatch({ unit: streamStalled, scope, fn: (stall) => stalls.push(stall) });

    engine.emit('stalled', 95.5);
    await allSettled(scope);
    expect(stalls).toEqual([{ trackId: 'a', position: 95.5 }]);

    await resolveUrl(scope, 'a', urlOf('a', 2));
    expect(engine.take()).toEqual([`load ${urlOf('a', 2)}@95.5 autoplay`]);

    await resolveUrl(scope, 'a', urlOf('a', 2)); // the same address again changes nothing
    expect(engine.take()).toEqual([]);
  });

  test('paused while stalled, the track resumes paused; a seek moves where it resumes', async () => {
    const { engine, scope } = await playingA();
    engine.emit('stalled', 95.5);
    await allSettled(scope);
    await allSettled(paused, { scope });
    await allSettled(seekRequested, { scope, params: 120 });
    engine.take();

    await resolveUrl(scope, 'a', urlOf('a', 2));
    expect(engine.take()).toEqual([`load ${urlOf('a', 2)}@120`]);
  });

  test('a differently signed address for the playing track replaces its sound in place', async () => {
    const { engine, scope } = await playingA();
    engine.emit('progress', 20);
    await resolveUrl(scope, 'a', urlOf('a', 2));
    expect(engine.take()).toEqual([`load ${urlOf('a', 2)}@20 autoplay`]);
  });

  test('reports whether sound is heard to the search seam', async () => {
    const { engine, scope } = await playingA();
    const heard = () => scope.getState($isAudioPlaying);

    engine.emit('playing', undefined);
    await allSettled(scope);
    expect(heard()).toBe(true);

    engine.emit('paused', undefined);
    await allSettled(scope);
    expect(heard()).toBe(false);

    engine.emit('playing', undefined);
    engine.emit('ended', undefined);
    await allSettled(scope);
    expect(heard()).toBe(false);
  });

  test('search priority slows the engine’s clock until search ends', async () => {
    const { engine, scope } = await playingA();
    await allSettled(searchPriorityStarted, { scope });
    await allSettled(searchPriorityEnded, { scope });
    expect(engine.take()).toEqual(['priority true', 'priority false']);
  });
});
