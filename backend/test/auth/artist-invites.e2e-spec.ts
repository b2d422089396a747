import { randomBytes } from 'node:crypto';

import {
  admin,
  adminIp,
  asAdmin,
  type Detail,
  genre,
  mailDir,
  signUp,
  t,
  useScreeningApp,
} from '../admin/screening-suite.js';
import { WAITLIST_TEXT_LIMITS } from '@encore/shared-rules';

import { register } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, uniqueEmail } from '../support/http.js';
import { mailsTo } from '../support/mailbox.js';

/**
 * An artist's day one (issue 25): the invite mailed for an approved artist waitlist entry makes
 * an artist account managing a profile made from the entry (or the unclaimed one of its name);
 * a fan entry's invite and a plain code make listeners.
 */
useScreeningApp();

const tag = () => randomBytes(3).toString('hex');

/** Approves the entry and answers the invite mail it was sent, and the code in it. */
async function approvedInvite(kind: 'artists' | 'fans', entry: { id: string; email: string }) {
  const approved = await asAdmin<Detail>('POST', `/${kind}/${entry.id}/approve`);
  expect(approved.status).toBe(200);
  const mails = await mailsTo(mailDir, entry.email, 2);
  const mail = mails.find((each) => each.subject === 'Your invite to Encore');
  const code = /ENCORE-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(mail?.text ?? '')?.[0];
  if (!mail || !code) throw new Error(`no invite mailed to ${entry.email}`);
  expect(code).toBe(approved.body.invite?.code);
  return { mail, code };
}

interface Account {
  role: string;
  artist_id: string | null;
}

const accountOf = (userId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<Account>('select role, artist_id from users where id = $1', [
      userId,
    ]);
    return rows[0];
  });

interface StudioProfile {
  name: string;
  bio: string | null;
  links: string[];
  genres: string[];
}

interface Profile {
  id: string;
  slug: string | null;
  name: string;
  country: string | null;
  bio: string | null;
  social_links: Record<string, string>;
  genres: string[];
}

const profile = (artistId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<Profile>(
      `select ar.id, ar.slug, ar.name, ar.country, ar.bio, ar.social_links,
              coalesce(array_agg(g.name order by g.name) filter (where g.id is not null), '{}') as genres
         from artists ar
         left join artist_genres ag on ag.artist_id = ar.id
         left join genres g on g.id = ag.genre_id
        where ar.id = $1 group by ar.id`,
      [artistId],
    );
    return rows[0];
  });

const insertArtist = (name: string, bio: string | null) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into artists (name, bio, social_links) values ($1, $2, $3) returning id`,
      [name, bio, JSON.stringify({ instagram: 'https://www.instagram.com/already.there' })],
    );
    return rows[0]?.id ?? '';
  });

describe('registering with an approved artist entry’s invite', () => {
  it('makes an artist account with its profile from the entry, and opens the studio', async () => {
    const artistName = `Neon Fjord ${tag()}`;
    const entry = await signUp('artist', {
      artist_name: artistName,
      country: 'SE',
      genres: [genre.name],
    });
    const { mail, code } = await approvedInvite('artists', entry);
    // The mail says what comes next: the studio.
    expect(mail.text).toContain('Open your studio to upload your first release');
    expect(mail.text).toContain('/artist/studio');

    const registered = await register(t.baseUrl, { inviteCode: code, displayName: 'Maya' });
    expect(registered.status).toBe(201);
    expect(registered.body.user.role).toBe('artist');

    const account = await accountOf(registered.body.user.id);
    expect(account?.role).toBe('artist');
    const artistId = account?.artist_id ?? '';
    expect(await profile(artistId)).toEqual({
      id: artistId,
      slug: null,
      name: artistName,
      country: 'SE',
      bio: `${artistName} is new on Encore. Their story is on its way.`,
      social_links: {
        instagram: 'https://www.instagram.com/ghost.orchard',
        tiktok: 'https://www.tiktok.com/@ghostorchard',
        youtube: 'https://www.youtube.com/@ghostorchard',
        streaming: 'https://open.spotify.com/artist/0ghost',
        music: 'https://ghostorchard.bandcamp.com/album/first',
      },
      genres: [genre.name],
    });

    // The studio answers the new artist at once: the profile is linked.
    const studio = await call(t.baseUrl, 'GET', '/api/studio/releases', {
      token: registered.body.session.access_token,
    });
    expect(studio.status).toBe(200);

    // The entry reads as registered for the admins.
    const detail = await asAdmin<Detail>('GET', `/artists/${entry.id}`);
    expect(detail.body.status).toBe('registered');
  });

  it('makes a profile the studio saves as it is, even at the waitlist form’s longest name', async () => {
    const stem = `Long Name ${tag()} `;
    const artistName = stem.padEnd(WAITLIST_TEXT_LIMITS.artist_name, 'x');
    const entry = await signUp('artist', { artist_name: artistName, genres: [genre.name] });
    const registered = await register(t.baseUrl, {
      inviteCode: (await approvedInvite('artists', entry)).code,
    });
    expect(registered.status).toBe(201);
    const token = registered.body.session.access_token;

    const read = await call<StudioProfile>(t.baseUrl, 'GET', '/api/studio/profile', { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: artistName, genres: [genre.name] });
    const { name, bio, links, genres } = read.body;
    const saved = await call<StudioProfile>(t.baseUrl, 'PATCH', '/api/studio/profile', {
      token,
      body: { name, bio, links, genres },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: artistName, genres: [genre.name] });
  });

  it('claims the unclaimed profile of its name, filling only its gaps', async () => {
    const artistName = `Harbour Lights ${tag()}`;
    const existing = await insertArtist(artistName, 'Written by the label.');
    const entry = await signUp('artist', { artist_name: artistName, country: 'IE' });
    const { code } = await approvedInvite('artists', entry);

    const registered = await register(t.baseUrl, { inviteCode: code });
    expect(registered.status).toBe(201);
    expect((await accountOf(registered.body.user.id))?.artist_id).toBe(existing);
    expect(await profile(existing)).toMatchObject({
      name: artistName,
      country: 'IE',
      bio: 'Written by the label.',
      social_links: {
        instagram: 'https://www.instagram.com/already.there',
        tiktok: 'https://www.tiktok.com/@ghostorchard',
      },
    });

    // The same name again: that profile has its account now, so a second one is made, with a
    // slug of its own (the first keeps the one its name gives).
    const again = await signUp('artist', { artist_name: artistName });
    const second = await register(t.baseUrl, {
      inviteCode: (await approvedInvite('artists', again)).code,
    });
    expect(second.status).toBe(201);
    const secondId = (await accountOf(second.body.user.id))?.artist_id ?? '';
    expect(secondId).not.toBe(existing);
    const slugBase = artistName.toLowerCase().replace(/ /g, '-');
    expect(await profile(secondId)).toMatchObject({ name: artistName, slug: `${slugBase}-2` });
  });
});

describe('invites that make listeners', () => {
  it('a fan entry’s invite', async () => {
    const entry = await signUp('fan');
    const { mail, code } = await approvedInvite('fans', entry);
    expect(mail.text).not.toContain('studio');
    const registered = await register(t.baseUrl, { inviteCode: code });
    expect(registered.status).toBe(201);
    expect(registered.body.user.role).toBe('listener');
    expect(await accountOf(registered.body.user.id)).toEqual({ role: 'listener', artist_id: null });
  });

  it('a plain code an admin made', async () => {
    const made = await call<{ code: string }>(t.baseUrl, 'POST', '/api/admin/invites', {
      token: admin.token,
      ip: adminIp,
      body: { uses: 1, note: 'For a friend' },
    });
    expect(made.status).toBe(201);
    const registered = await register(t.baseUrl, {
      inviteCode: made.body.code,
      email: uniqueEmail(),
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user.role).toBe('listener');
    expect(await accountOf(registered.body.user.id)).toEqual({ role: 'listener', artist_id: null });
  });
});
