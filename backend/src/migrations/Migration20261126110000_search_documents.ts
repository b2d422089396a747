import { Migration } from '@mikro-orm/migrations';

/**
 * Search across fields (ADR 0029): "artist title", "title artist" and "album artist" in one box.
 * Hand-written like the catalogue search migration: the schema generator knows nothing of these
 * tables' triggers or their tsvector indexes (the catalogue's database facts skip both tables).
 *
 * - Per track and per album, one search document: the words of its own title (weight A), its
 *   artist's name (B) and, for a track, its album's title (C), as a tsvector, and the three
 *   names' search keys. Kept by
 *   statement-level triggers on tracks, albums and artists (one statement per bulk insert), only
 *   rewritten when a title, a name or a link changes; no foreign key, so deleting 500k bulk
 *   tracks is one join, not 500k cascaded deletes.
 * - Genre names join the word list (`search_words`): query rewriting ("lofi" → lo-fi) and typo
 *   correction then know genre words too.
 */
const GIN_OPTIONS = 'with (fastupdate = off)';

/** Track documents of the tracks that `from` (naming them `t`) and `where` select. */
const trackDocuments = (from: string, where = 'true'): string =>
  `insert into public.track_search_documents (track_id, document, own_key, artist_key, album_key)
     select t.id, public.encore_search_document(t.title, ar.name, al.title),
       public.encore_search_key(t.title), public.encore_search_key(ar.name),
       public.encore_search_key(al.title)
       from ${from}
       join public.artists ar on ar.id = t.artist_id
       join public.albums al on al.id = t.album_id
      where ${where}
     on conflict (track_id) do update set document = excluded.document,
       own_key = excluded.own_key, artist_key = excluded.artist_key, album_key = excluded.album_key`;

/** Album documents of the albums that `from` (naming them `al`) and `where` select. */
const albumDocuments = (from: string, where = 'true'): string =>
  `insert into public.album_search_documents (album_id, document, own_key, artist_key)
     select al.id, public.encore_search_document(al.title, ar.name, null),
       public.encore_search_key(al.title), public.encore_search_key(ar.name)
       from ${from}
       join public.artists ar on ar.id = al.artist_id
      where ${where}
     on conflict (album_id) do update set document = excluded.document,
       own_key = excluded.own_key, artist_key = excluded.artist_key`;

/** Trigger functions: [name, body]. Each runs once per statement over its transition tables. */
const TRIGGER_FUNCTIONS: readonly (readonly [string, string])[] = [
  ['encore_tracks_inserted', `${trackDocuments('new_rows t')};`],
  [
    'encore_tracks_updated',
    `${trackDocuments(
      'new_rows t join old_rows o on o.id = t.id',
      '(t.title, t.artist_id, t.album_id) is distinct from (o.title, o.artist_id, o.album_id)',
    )};`,
  ],
  [
    'encore_tracks_deleted',
    `delete from public.track_search_documents d using old_rows o where d.track_id = o.id;`,
  ],
  ['encore_albums_inserted', `${albumDocuments('new_rows al')};`],
  [
    'encore_albums_updated',
    `${albumDocuments(
      'new_rows al join old_rows o on o.id = al.id',
      '(al.title, al.artist_id) is distinct from (o.title, o.artist_id)',
    )};
     ${trackDocuments(
       'public.tracks t join new_rows n on n.id = t.album_id join old_rows o on o.id = n.id',
       'n.title is distinct from o.title',
     )};`,
  ],
  [
    'encore_albums_deleted',
    `delete from public.album_search_documents d using old_rows o where d.album_id = o.id;`,
  ],
  [
    'encore_artists_updated',
    `${albumDocuments(
      'public.albums al join new_rows n on n.id = al.artist_id join old_rows o on o.id = n.id',
      'n.name is distinct from o.name',
    )};
     ${trackDocuments(
       'public.tracks t join new_rows n on n.id = t.artist_id join old_rows o on o.id = n.id',
       'n.name is distinct from o.name',
     )};`,
  ],
];

/** [table, event, function]: which statement fires which refresh. */
const TRIGGERS: readonly (readonly [string, 'insert' | 'update' | 'delete', string])[] = [
  ['tracks', 'insert', 'encore_tracks_inserted'],
  ['tracks', 'update', 'encore_tracks_updated'],
  ['tracks', 'delete', 'encore_tracks_deleted'],
  ['albums', 'insert', 'encore_albums_inserted'],
  ['albums', 'update', 'encore_albums_updated'],
  ['albums', 'delete', 'encore_albums_deleted'],
  ['artists', 'update', 'encore_artists_updated'],
];

const transitionTables = (event: 'insert' | 'update' | 'delete'): string =>
  event === 'insert'
    ? 'new table as new_rows'
    : event === 'delete'
      ? 'old table as old_rows'
      : 'old table as old_rows new table as new_rows';

export class Migration20261126110000_search_documents extends Migration {
  override name = 'Migration20261126110000_search_documents';

  override up(): void | Promise<void> {
    // The words of a track or album and of its artist and album, weighted by field: A own title,
    // B artist name, C album title. Positions run on across fields ("title artist album").
    this.addSql(`create function encore_search_document(own text, artist text, album text)
      returns tsvector language sql immutable parallel safe
      return setweight(to_tsvector('simple', coalesce(public.encore_search_text(own), '')), 'A')
        || setweight(to_tsvector('simple', coalesce(public.encore_search_text(artist), '')), 'B')
        || setweight(to_tsvector('simple', coalesce(public.encore_search_text(album), '')), 'C');`);

    // The search keys (encore_search_key) beside the words: a query that is exactly "artist
    // title" or "title artist" ranks first among the documents it matches.
    const keys =
      '"document" tsvector not null, "own_key" text not null, "artist_key" text not null';
    this.addSql(
      `create table "track_search_documents" ("track_id" uuid not null primary key, ${keys}, "album_key" text not null);`,
    );
    this.addSql(
      `create table "album_search_documents" ("album_id" uuid not null primary key, ${keys});`,
    );
    for (const [name, body] of TRIGGER_FUNCTIONS) {
      this.addSql(`create function ${name}() returns trigger language plpgsql as $$
        begin
          ${body}
          return null;
        end $$;`);
    }
    for (const [table, event, fn] of TRIGGERS) {
      this.addSql(`create trigger "${table}_search_documents_${event}" after ${event} on "${table}"
        referencing ${transitionTables(event)} for each statement execute function ${fn}();`);
    }
    // Albums before tracks, as the triggers would have written them; indexes after the rows.
    this.addSql(`${albumDocuments('public.albums al')};`);
    this.addSql(`${trackDocuments('public.tracks t')};`);
    for (const table of ['track_search_documents', 'album_search_documents']) {
      this.addSql(
        `create index "${table}_document_index" on "${table}" using gin ("document") ${GIN_OPTIONS};`,
      );
      // "artist title" and "title artist" typed in order, punctuation and spaces ignored:
      // exact and prefix matches as a range read in order, like the names' own keys.
      for (const [name, keys] of [
        ['artist_own', '"artist_key" || "own_key"'],
        ['own_artist', '"own_key" || "artist_key"'],
      ]) {
        this.addSql(
          `create index "${table}_${name}_key_index" on "${table}" ((${keys}) collate "C");`,
        );
      }
    }

    // Genre words in the word list, kept like the other names' (same trigger function).
    for (const event of ['insert', 'update'] as const) {
      this.addSql(`create trigger "genres_search_words_${event}" after ${event} on "genres"
        referencing new table as new_rows for each statement
        execute function encore_collect_search_words('name');`);
    }
    this.addSql(`insert into "search_words" (word)
      select distinct word from genres,
        unnest(tsvector_to_array(to_tsvector('simple', encore_search_text(genres.name)))) as word
      on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update']) {
      this.addSql(`drop trigger "genres_search_words_${event}" on "genres";`);
    }
    for (const [table, event] of TRIGGERS) {
      this.addSql(`drop trigger "${table}_search_documents_${event}" on "${table}";`);
    }
    for (const [name] of TRIGGER_FUNCTIONS) this.addSql(`drop function ${name}();`);
    this.addSql(`drop table "album_search_documents";`);
    this.addSql(`drop table "track_search_documents";`);
    this.addSql(`drop function encore_search_document(text, text, text);`);
    // Genre words stay in search_words: a stale word costs nothing (see the search migration).
  }
}
