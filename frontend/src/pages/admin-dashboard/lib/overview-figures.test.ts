/** @jest-environment node */
import { EMPTY_OVERVIEW, OVERVIEW } from '../testing/overview-fixtures';
import { overviewCards, queueRows, revenueText, waitlistRows } from './overview-figures';

describe('overview figures', () => {
  test('headline cards: counts grouped, previews and revenue in the detail', () => {
    expect(
      overviewCards(OVERVIEW).map(({ label, value, detail }) => [label, value, detail]),
    ).toEqual([
      ['Users', '1,234', '1,200 listeners · 31 artists · 3 admins'],
      ['Artists', '12', 'Profiles in the catalogue'],
      ['Albums', '30', 'Released'],
      ['Tracks', '312', 'Released'],
      ['Plays today', '420', '+ 35 previews (UTC day)'],
      ['Plays, 28 days', '18,250', '+ 1,002 previews'],
      ['Soundcheck sales, 28 days', '12', '£71.88'],
      ['Soundcheck sales, all time', '59', '£341.43 + €14.00'],
    ]);
  });

  test('a fresh install reads as zeros, one of each, and no sales', () => {
    const cards = overviewCards(EMPTY_OVERVIEW);
    expect(cards[0]?.detail).toBe('0 listeners · 0 artists · 1 admin');
    expect(cards.at(-1)?.detail).toBe('No sales');
    expect(revenueText([])).toBe('No sales');
  });

  test('each waitlist links to its screening queue', () => {
    expect(waitlistRows(OVERVIEW)).toEqual([
      {
        list: 'Artists',
        to: '/admin/waitlist/artists',
        confirmed: '140',
        unconfirmed: '22',
        total: '162',
      },
      {
        list: 'Fans',
        to: '/admin/waitlist/fans',
        confirmed: '2,310',
        unconfirmed: '405',
        total: '2,715',
      },
    ]);
  });

  test('a queue past its limits says why', () => {
    const [analytics, , mail] = queueRows(OVERVIEW.queues ?? []);
    expect(analytics).toMatchObject({ queue: 'analytics', healthy: true, problems: '' });
    expect(mail).toMatchObject({
      queue: 'mail',
      waiting: '48',
      failed: '120',
      oldestWait: '13 min',
      healthy: false,
      problems: 'Too many failed jobs · Jobs waiting too long',
    });
  });
});
