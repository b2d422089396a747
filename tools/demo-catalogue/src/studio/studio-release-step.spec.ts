import { studioReleaseStep } from './studio-release-step.js';

describe('studioReleaseStep', () => {
  it('imports the release when the demo artist has none of that title', () => {
    expect(studioReleaseStep(null, 2)).toEqual({ step: 'import' });
  });

  it('leaves a complete draft alone: a second seed processes nothing', () => {
    expect(studioReleaseStep({ state: 'draft', trackStates: ['ready', 'ready'] }, 2)).toEqual({
      step: 'leave',
      why: 'ready',
    });
  });

  it.each([
    [['ready'], 'a track missing'],
    [['ready', 'failed'], 'a failed master'],
    [['ready', 'processing'], 'a master a stopped seed left processing'],
    [['awaiting_upload', 'ready'], 'an empty slot'],
  ])('imports again a draft with %j (%s)', (trackStates) => {
    expect(studioReleaseStep({ state: 'draft', trackStates }, 2)).toEqual({ step: 'import' });
  });

  it.each(['scheduled', 'published', 'taken_down'])(
    'leaves a %s release to its artist, whatever its tracks',
    (state) => {
      expect(studioReleaseStep({ state, trackStates: ['failed'] }, 2)).toEqual({
        step: 'leave',
        why: 'artists-own',
      });
    },
  );
});
