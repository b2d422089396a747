import {
  creditCount,
  creditRowProblem,
  creditRowsOf,
  creditsLengthProblem,
  creditsText,
  sameCredits,
} from './credits';

describe('creditRowsOf', () => {
  test('one credit a line: "Role: Name", or a name alone', () => {
    expect(
      creditRowsOf('Producer: Sam Reed\r\n\n  Vocals :  Ada Lowe \nThanks to everyone'),
    ).toEqual([
      { role: 'Producer', name: 'Sam Reed' },
      { role: 'Vocals', name: 'Ada Lowe' },
      { role: '', name: 'Thanks to everyone' },
    ]);
  });

  test('a colon inside words is not a role: times, addresses', () => {
    expect(creditRowsOf('Recorded 10:30 at Home\nhttps://example.com')).toEqual([
      { role: '', name: 'Recorded 10:30 at Home' },
      { role: '', name: 'https://example.com' },
    ]);
  });

  test('only the first colon separates the role', () => {
    expect(creditRowsOf('Mixing: Studio: North')).toEqual([
      { role: 'Mixing', name: 'Studio: North' },
    ]);
  });

  test('none is no rows', () => {
    expect(creditRowsOf(null)).toEqual([]);
    expect(creditRowsOf(' \n ')).toEqual([]);
  });
});

describe('creditsText', () => {
  test('writes the rows back, trimmed, blank rows left out', () => {
    expect(
      creditsText([
        { role: ' Producer ', name: ' Sam Reed ' },
        { role: '', name: '' },
        { role: '', name: 'Thanks to everyone' },
      ]),
    ).toBe('Producer: Sam Reed\nThanks to everyone');
  });

  test('no credits left is null (the server clears them)', () => {
    expect(creditsText([])).toBeNull();
    expect(creditsText([{ role: ' ', name: '' }])).toBeNull();
  });

  test.each([
    'Producer: Sam Reed\nThanks to everyone',
    'Recorded 10:30 at Home',
    'Mixing: Studio: North',
  ])('what the server holds reads back unchanged: %j', (text) => {
    expect(creditsText(creditRowsOf(text))).toBe(text);
  });
});

describe('creditRowProblem', () => {
  test('a role needs a name', () => {
    expect(creditRowProblem({ role: 'Producer', name: ' ' })).toBe(
      'Add a name for “Producer”, or remove this credit.',
    );
  });

  test('a role cannot hold a colon: it would read back as another role', () => {
    expect(creditRowProblem({ role: 'Mix: Master', name: 'Jo' })).toBe(
      'A role cannot contain a colon (:).',
    );
  });

  test('a name alone, a full row and a blank row are fine', () => {
    expect(creditRowProblem({ role: '', name: 'Jo' })).toBeNull();
    expect(creditRowProblem({ role: 'Bass', name: 'Jo' })).toBeNull();
    expect(creditRowProblem({ role: '', name: '' })).toBeNull();
  });
});

test('credits longer than the server keeps (2,000 characters) are refused in words', () => {
  const rows = [{ role: 'Thanks', name: 'x'.repeat(1992) }];
  expect(creditsText(rows)).toHaveLength(2000);
  expect(creditsLengthProblem(rows)).toBeNull();
  expect(creditsLengthProblem([{ role: 'Thanks', name: 'x'.repeat(1993) }])).toBe(
    'The credits are 2,001 characters long; at most 2,000 fit. Remove 1 character.',
  );
});

test('sameCredits and creditCount read the rows as the server would store them', () => {
  expect(
    sameCredits(
      [
        { role: 'Bass ', name: 'Jo' },
        { role: '', name: '' },
      ],
      creditRowsOf('Bass: Jo'),
    ),
  ).toBe(true);
  expect(sameCredits([{ role: 'Bass', name: 'Jo' }], [{ role: 'Drums', name: 'Jo' }])).toBe(false);
  expect(
    creditCount([
      { role: 'Bass', name: 'Jo' },
      { role: '', name: ' ' },
    ]),
  ).toBe(1);
});
