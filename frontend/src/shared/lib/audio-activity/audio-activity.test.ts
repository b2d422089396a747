import { allSettled, fork } from 'effector';
import { $isAudioPlaying, audioActivityChanged } from './audio-activity';

describe('audio activity', () => {
  test('is silent until the player reports playback, and follows it', async () => {
    const scope = fork();
    expect(scope.getState($isAudioPlaying)).toBe(false);

    await allSettled(audioActivityChanged, { scope, params: true });
    expect(scope.getState($isAudioPlaying)).toBe(true);

    await allSettled(audioActivityChanged, { scope, params: false });
    expect(scope.getState($isAudioPlaying)).toBe(false);
  });
});
