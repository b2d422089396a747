import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { builtInShopForFile } from './built-in-checkout.js';
import { checkoutBody, type SoundcheckAlbum, startCheckout } from './purchase-fixtures.js';

/**
 * A double click, or two tabs, must not open two sessions nor leave two purchases: the second
 * request waits for the first (an advisory lock per buyer and album) and answers with its session.
 */

const files = builtInShopForFile();

const purchasesOf = (account: TestAccount) =>
  withDb(
    async (db) =>
      (
        await db.query<{ album_id: string; status: string; checkout_session_id: string }>(
          'select album_id, status, checkout_session_id from purchases where user_id = $1',
          [account.userId],
        )
      ).rows,
  );

/** `count` checkouts of one album at once: every one answered with the same session. */
async function concurrentCheckouts(account: TestAccount, album: SoundcheckAlbum, count: number) {
  const replies = await Promise.all(
    Array.from({ length: count }, () =>
      startCheckout(files.shop.t.baseUrl, account, checkoutBody(account, album.id)),
    ),
  );
  expect(replies.map((reply) => reply.status)).toEqual(new Array(count).fill(200));
  const answers = new Set(replies.map((reply) => `${reply.body.session_id} ${reply.body.url}`));
  expect(answers.size).toBe(1);
  const sessionId = replies[0]?.body.session_id;
  const stored = (await purchasesOf(account)).filter((p) => p.album_id === album.id);
  expect(stored).toEqual([
    { album_id: album.id, status: 'pending', checkout_session_id: sessionId },
  ]);
  return sessionId;
}

test.each([
  ['two tabs', 2],
  ['five double-clicks', 10],
])('%s at once: one session, one pending purchase', async (_case, count) => {
  const buyer = await newAccount(files.shop.t.baseUrl);
  await concurrentCheckouts(buyer, files.album(0), count);
});

test('five double-clicks on each of three albums at once: one session per album', async () => {
  const buyer = await newAccount(files.shop.t.baseUrl);
  const three = [0, 1, 2].map(files.album);
  const sessions = await Promise.all(three.map((album) => concurrentCheckouts(buyer, album, 10)));
  expect(new Set(sessions).size).toBe(3);
  expect(await purchasesOf(buyer)).toHaveLength(3);
  // A click later still lands on the same session.
  const later = await startCheckout(
    files.shop.t.baseUrl,
    buyer,
    checkoutBody(buyer, (three[0] as SoundcheckAlbum).id),
  );
  expect(later.body.session_id).toBe(sessions[0]);
  expect(await purchasesOf(buyer)).toHaveLength(3);
});
