import { ApiError } from '@/shared/api';
import { linkRefusedError, nameTakenError, profileFixture } from '../testing/profile-fixtures';
import {
  bioCount,
  changesOf,
  errorsAfterEdit,
  formOf,
  hasProblems,
  linkAdded,
  linkEdited,
  linkMoved,
  linkRemoved,
  problemsOf,
  serverErrorsOf,
} from './profile-form';

const PROFILE = profileFixture();

describe('the profile form', () => {
  test('starts from the profile, and saves nothing until something changes', () => {
    const form = formOf(PROFILE);
    expect(form).toEqual({
      name: 'Neon Harbor',
      bio: 'Synth-pop from a port town that never sleeps.',
      links: [
        { id: 0, url: 'https://neonharbor.bandcamp.com/' },
        { id: 1, url: 'https://www.instagram.com/neonharbor.music' },
      ],
      genres: ['Electronic', 'Synthwave'],
      nextLinkId: 2,
    });
    expect(changesOf(form, PROFILE)).toEqual({});
    expect(changesOf({ ...form, name: ' Neon Harbor ' }, PROFILE)).toEqual({});
  });

  test('sends only what changed: trimmed text, an empty bio as none, the links in order', () => {
    let form = formOf(PROFILE);
    form = { ...form, bio: '   ', name: 'Neon Harbour ' };
    form = linkMoved(linkAdded(form), 1, -1);
    form = linkEdited(form, 2, ' https://neonharbor.example/tour ');
    expect(changesOf(form, PROFILE)).toEqual({
      name: 'Neon Harbour',
      bio: null,
      links: [
        'https://www.instagram.com/neonharbor.music',
        'https://neonharbor.bandcamp.com/',
        'https://neonharbor.example/tour',
      ],
    });
  });

  test('an empty row is no link; removing and moving at the ends do what they say', () => {
    const form = linkAdded(formOf(PROFILE));
    expect(changesOf(form, PROFILE)).toEqual({});
    expect(linkMoved(form, 0, -1)).toBe(form);
    expect(linkMoved(form, 2, 1)).toBe(form);
    expect(linkRemoved(form, 0).links.map((row) => row.id)).toEqual([1, 2]);
    expect(linkAdded(linkRemoved(form, 2)).links.map((row) => row.id)).toEqual([0, 1, 3]);
  });

  test('says what must change before saving, per field and per link', () => {
    const form = {
      ...formOf(PROFILE),
      name: '  ',
      bio: 'x'.repeat(3001),
      links: [
        { id: 0, url: 'http://neonharbor.example' },
        { id: 1, url: 'neonharbor.example' },
        { id: 2, url: 'https://neonharbor.example/' },
        { id: 3, url: 'HTTPS://NeonHarbor.example' },
      ],
      genres: Array.from({ length: 11 }, (_, i) => `Genre ${i}`),
    };
    expect(problemsOf(form)).toEqual({
      name: 'Your artist name cannot be empty.',
      bio: 'These words are 3,001 characters long; at most 3,000 fit. Remove 1 character.',
      linkRows: {
        0: 'Use the secure address: it starts with https://.',
        1: 'Paste the whole address, starting with https://.',
        3: 'This link is listed already.',
      },
      genres: 'Choose at most 10 genres.',
    });
    const tooMany = {
      ...formOf(PROFILE),
      links: Array.from({ length: 11 }, (_, id) => ({ id, url: `https://site${id}.example` })),
    };
    expect(problemsOf(tooMany)).toEqual({ links: 'List at most 10 links.' });
    expect(hasProblems(problemsOf(formOf(PROFILE)))).toBe(false);
  });

  test("puts the server's refusals on their fields, in its words", () => {
    expect(serverErrorsOf(nameTakenError())).toEqual({
      name: 'Another artist on Encore is already at /artist/celine-vasseur. Add something that sets you apart, such as your city.',
    });
    expect(serverErrorsOf(linkRefusedError())).toEqual({
      links: 'Links must be https addresses, like https://yourname.bandcamp.com.',
    });
    expect(serverErrorsOf(new ApiError(400, 'Bad Request', 'No.', 'STUDIO.GENRE_UNKNOWN'))).toEqual(
      { genres: 'No.' },
    );
    expect(serverErrorsOf(new ApiError(500, 'Server Error', null, null))).toEqual({});
    expect(serverErrorsOf(new Error('offline'))).toEqual({});
  });

  test('an edit clears the messages about the field it touches, and only those', () => {
    const errors = { name: 'a', links: 'b', linkRows: { 0: 'c' }, genres: 'd' };
    expect(errorsAfterEdit(errors, ['links'])).toEqual({ name: 'a', genres: 'd' });
    expect(errorsAfterEdit(errors, ['name'])).toEqual({
      links: 'b',
      linkRows: { 0: 'c' },
      genres: 'd',
    });
  });

  test('counts the bio as the server does', () => {
    expect(bioCount('  🎵 ok  ')).toEqual({ used: 4, max: 3000 });
  });
});
