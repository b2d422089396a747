/** @jest-environment node */
import { purchaseFixture } from '../testing/purchase-fixtures';
import { listedPurchases, purchasedAlbumPath } from './purchase-labels';
import { csvField, purchasesCsv, purchasesCsvFileName } from './purchases-csv';

describe('purchasesCsv', () => {
  test('a header, then date, album, artist, amount, currency, status and session id', () => {
    expect(purchasesCsv([purchaseFixture('paid'), purchaseFixture('restored')])).toBe(
      'Date,Album,Artist,Amount,Currency,Status,Session ID\r\n' +
        '2026-11-25,Night Drive Tapes,Neon Harbor,5.99,GBP,Paid,cs_test_paid\r\n' +
        '2026-11-25,Night Drive Tapes,Neon Harbor,5.99,GBP,Access restored,cs_test_restored\r\n',
    );
  });

  test('fields with commas, quotes or line breaks are quoted; quotes doubled', () => {
    const purchase = purchaseFixture('paid', {
      session_id: null,
      album: {
        ...purchaseFixture().album,
        title: 'Songs for "Later", Vol. 2',
        artist_name: 'Ama Oduya\nThe Lagos Lights',
      },
    });
    expect(purchasesCsv([purchase]).split('\r\n')[1]).toBe(
      '2026-11-25,"Songs for ""Later"", Vol. 2","Ama Oduya\nThe Lagos Lights",5.99,GBP,Paid,',
    );
  });

  test('only the header for no purchases', () => {
    expect(purchasesCsv([])).toBe('Date,Album,Artist,Amount,Currency,Status,Session ID\r\n');
  });

  test('a field a spreadsheet would run as a formula is defused', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+44')).toBe("'+44");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@home')).toBe("'@home");
    expect(csvField('Plain title')).toBe('Plain title');
  });

  test('the file is named for the day it is made', () => {
    expect(purchasesCsvFileName(new Date('2026-11-25T23:00:00Z'))).toBe(
      'encore-purchases-2026-11-25.csv',
    );
  });
});

describe('purchase list rules', () => {
  test('checkouts that never took a payment are left out', () => {
    const statuses = listedPurchases(
      (['pending', 'paid', 'expired', 'failed', 'refunded'] as const).map((status) =>
        purchaseFixture(status),
      ),
    ).map((purchase) => purchase.status);
    expect(statuses).toEqual(['paid', 'failed', 'refunded']);
  });

  test('the album link prefers slugs, else /album/{id}', () => {
    const { album } = purchaseFixture();
    expect(purchasedAlbumPath(album)).toBe('/artist/neon-harbor/album/night-drive-tapes');
    expect(purchasedAlbumPath({ ...album, slug: null, artist_slug: null })).toBe(
      `/album/${album.id}`,
    );
  });
});
