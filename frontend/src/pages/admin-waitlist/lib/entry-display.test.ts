import { answerRows, consentBoxes, countryLabel } from './entry-display';

describe('an entry as admins read it', () => {
  test('lists the artist answers in the form order with readable values', () => {
    const rows = answerRows({
      list: 'artists',
      answers: {
        heard_about: 'A friend',
        artist_name: 'Ghost Orchard',
        distributor: 'cd_baby',
        collection_agencies: ['prs', 'ppl'],
        release_plan_singles: 5,
        release_plan_eps: 0,
        owns_rights: true,
        wants_exclusives: false,
        genre_ids: ['0f6c'],
        genres: ['Shoegaze', 'Dream pop'],
      },
    });
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ['Artist name', 'Ghost Orchard'],
      ['Genres', 'Shoegaze, Dream pop'],
      ['Distributor', 'CD Baby'],
      ['Collection agencies', 'PRS, PPL'],
      ['EPs planned', '0'],
      ['Singles planned', '5+'],
      ['Interested in exclusives', 'No'],
      ['Owns the rights to the music', 'Yes'],
      ['Heard about Encore', 'A friend'],
    ]);
  });

  test('shows a fan answer by its label, and an unknown field under its own name', () => {
    const rows = answerRows({
      list: 'fans',
      answers: { streaming_platform: 'tidal', legacy_question: 'kept' },
    });
    expect(rows).toEqual([
      { field: 'streaming_platform', label: 'Listens on', text: 'Tidal' },
      { field: 'legacy_question', label: 'legacy_question', text: 'kept' },
    ]);
  });

  test('names each consent box with the words the form showed', () => {
    expect(consentBoxes({ is_subscribed: false })).toEqual([
      {
        box: 'is_subscribed',
        label: 'Send me news about Encore and the artists I follow',
        ticked: false,
      },
    ]);
  });

  test('names countries', () => {
    expect(countryLabel('IE')).toBe('Ireland (IE)');
    expect(countryLabel('XX')).toBe('XX');
    expect(countryLabel(null)).toBeNull();
  });
});
