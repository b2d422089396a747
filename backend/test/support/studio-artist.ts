import { randomBytes } from 'node:crypto';

import { newAccount, type TestAccount } from './accounts.js';
import { withDb } from './db.js';

/** An artist account: registered, made an artist and linked to a profile of its own. */
export interface StudioArtist extends TestAccount {
  artistId: string;
  artistName: string;
}

export async function studioArtist(baseUrl: string): Promise<StudioArtist> {
  const account = await newAccount(baseUrl);
  const artistName = `Harbour Lights ${randomBytes(3).toString('hex')}`;
  const artistId = await withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO artists (name) VALUES ($1) RETURNING id',
      [artistName],
    );
    const id = rows[0]?.id ?? '';
    await db.query("UPDATE users SET role = 'artist', artist_id = $2 WHERE id = $1", [
      account.userId,
      id,
    ]);
    return id;
  });
  return { ...account, artistId, artistName };
}
