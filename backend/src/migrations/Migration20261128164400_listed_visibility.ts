import { Migration } from '@mikro-orm/migrations';

/**
 * Only listed releases are public (docs/adr/0044). The catalogue's readers filter `listed`; what
 * the triggers keep for search follows it here, in the same transaction as the flag:
 *
 * - Search documents (migration search_documents, ADR 0029) exist only for public rows: an album
 *   that is listed, a track that is listed on a listed album. Listing a row writes its document,
 *   unlisting it deletes it, so the across-fields tiers need no filter and keep their plans.
 * - The word list (`search_words`) takes the words of listed albums and tracks only, so a draft's
 *   title never becomes a spelling correction. A word stays once known (as before): the title
 *   of a release taken down was public once.
 * - Every statement that changes who sees a track (listing, inserting, deleting) sends one
 *   notification on commit (`encore_catalogue_listing`): processes that keep catalogue facts
 *   in memory drop them at once (catalogue/listing-changes.ts).
 * - Unlisted albums get a small partial index: the genre list looks up the genres only hidden
 *   albums carry without reading every album.
 */
/** Which rows have documents: the public ones (this migration) or all (before it). */
type Documented = 'public' | 'all';

/** Track documents of the tracks that `from` (naming them `t`) and `where` select. */
const trackDocuments = (documented: Documented, from: string, where = 'true'): string =>
  `insert into public.track_search_documents (track_id, document, own_key, artist_key, album_key)
     select t.id, public.encore_search_document(t.title, ar.name, al.title),
       public.encore_search_key(t.title), public.encore_search_key(ar.name),
       public.encore_search_key(al.title)
       from ${from}
       join public.artists ar on ar.id = t.artist_id
       join public.albums al on al.id = t.album_id
      where ${documented === 'public' ? 't.listed and al.listed and ' : ''}(${where})
     on conflict (track_id) do update set document = excluded.document,
       own_key = excluded.own_key, artist_key = excluded.artist_key, album_key = excluded.album_key`;

/** Album documents of the albums that `from` (naming them `al`) and `where` select. */
const albumDocuments = (documented: Documented, from: string, where = 'true'): string =>
  `insert into public.album_search_documents (album_id, document, own_key, artist_key)
     select al.id, public.encore_search_document(al.title, ar.name, null),
       public.encore_search_key(al.title), public.encore_search_key(ar.name)
       from ${from}
       join public.artists ar on ar.id = al.artist_id
      where ${documented === 'public' ? 'al.listed and ' : ''}(${where})
     on conflict (album_id) do update set document = excluded.document,
       own_key = excluded.own_key, artist_key = excluded.artist_key`;

/**
 * The search migration's trigger functions (the triggers stay: statement-level `after insert`,
 * `update` and `delete`, so they see every change of `listed`), [name, body], for either rule.
 */
const triggerFunctions = (documented: Documented): (readonly [string, string])[] => {
  const listing = documented === 'public';
  return [
    ['encore_tracks_inserted', `${trackDocuments(documented, 'new_rows t')};`],
    [
      'encore_tracks_updated',
      // A track that became public, or whose names changed, gets its document; one that is no
      // longer public loses it.
      `${trackDocuments(
        documented,
        'new_rows t join old_rows o on o.id = t.id',
        `(t.title, t.artist_id, t.album_id) is distinct from (o.title, o.artist_id, o.album_id)
          ${listing ? 'or not o.listed' : ''}`,
      )};
      ${
        listing
          ? `delete from public.track_search_documents d
               using new_rows t join public.albums al on al.id = t.album_id
              where d.track_id = t.id and not (t.listed and al.listed);`
          : ''
      }`,
    ],
    ['encore_albums_inserted', `${albumDocuments(documented, 'new_rows al')};`],
    [
      'encore_albums_updated',
      // Listing an album makes its listed tracks public too; unlisting it hides them.
      `${albumDocuments(
        documented,
        'new_rows al join old_rows o on o.id = al.id',
        `(al.title, al.artist_id) is distinct from (o.title, o.artist_id)
          ${listing ? 'or not o.listed' : ''}`,
      )};
      ${trackDocuments(
        documented,
        'public.tracks t join new_rows n on n.id = t.album_id join old_rows o on o.id = n.id',
        `n.title is distinct from o.title ${listing ? 'or not o.listed' : ''}`,
      )};
      ${
        listing
          ? `delete from public.album_search_documents d using new_rows n
              where d.album_id = n.id and not n.listed;
             delete from public.track_search_documents d
               using public.tracks t join new_rows n on n.id = t.album_id
                 join old_rows o on o.id = n.id
              where d.track_id = t.id and o.listed and not n.listed;`
          : ''
      }`,
    ],
    [
      'encore_artists_updated',
      `${albumDocuments(
        documented,
        'public.albums al join new_rows n on n.id = al.artist_id join old_rows o on o.id = n.id',
        'n.name is distinct from o.name',
      )};
      ${trackDocuments(
        documented,
        'public.tracks t join new_rows n on n.id = t.artist_id join old_rows o on o.id = n.id',
        'n.name is distinct from o.name',
      )};`,
    ],
  ];
};

/** The word-list triggers of albums and tracks, calling `fn` (the column is its argument). */
const WORD_TRIGGERS = [
  ['albums', 'title'],
  ['tracks', 'title'],
].flatMap(([table, column]) =>
  (['insert', 'update'] as const).map((event) => ({ table, column, event })),
);

export class Migration20261128164400_listed_visibility extends Migration {
  override name = 'Migration20261128164400_listed_visibility';

  override up(): void | Promise<void> {
    this.replaceTriggerFunctions('public');
    this.addSql(`delete from public.track_search_documents d
      using public.tracks t join public.albums al on al.id = t.album_id
      where d.track_id = t.id and not (t.listed and al.listed);`);
    this.addSql(`delete from public.album_search_documents d using public.albums al
      where d.album_id = al.id and not al.listed;`);

    // Words of listed albums and tracks only (artists and genres are always public).
    this.addSql(`create function encore_collect_listed_search_words() returns trigger
      language plpgsql as $$
      begin
        execute format(
          'insert into public.search_words (word)
           select distinct word from new_rows,
             unnest(tsvector_to_array(to_tsvector(''simple'', public.encore_search_text(new_rows.%I)))) as word
            where new_rows.listed
           on conflict do nothing', tg_argv[0]);
        return null;
      end $$;`);
    this.replaceWordTriggers('encore_collect_listed_search_words');

    // One notification per transaction that changed who sees what: identical notifications of
    // a transaction are delivered once, on commit.
    this.addSql(`create function encore_notify_listing() returns trigger language plpgsql as $$
      begin
        perform pg_notify('encore_catalogue_listing', '');
        return null;
      end $$;`);
    for (const table of ['albums', 'tracks']) {
      this.addSql(`create trigger "${table}_listing_notify"
        after insert or delete or update of "listed" on "${table}"
        for each statement execute function encore_notify_listing();`);
    }

    this.addSql(`create index "albums_unlisted_index" on "albums" ("id") where not "listed";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "albums_unlisted_index";`);
    for (const table of ['albums', 'tracks']) {
      this.addSql(`drop trigger "${table}_listing_notify" on "${table}";`);
    }
    this.addSql(`drop function encore_notify_listing();`);
    this.replaceWordTriggers('encore_collect_search_words');
    this.addSql(`drop function encore_collect_listed_search_words();`);
    this.replaceTriggerFunctions('all');
    // Every row's document again, albums first (as the search migration wrote them).
    this.addSql(`${albumDocuments('all', 'public.albums al')};`);
    this.addSql(`${trackDocuments('all', 'public.tracks t')};`);
  }

  private replaceTriggerFunctions(documented: Documented): void {
    for (const [name, body] of triggerFunctions(documented)) {
      this.addSql(`create or replace function ${name}() returns trigger language plpgsql as $$
        begin
          ${body}
          return null;
        end $$;`);
    }
  }

  private replaceWordTriggers(fn: string): void {
    for (const { table, column, event } of WORD_TRIGGERS) {
      this.addSql(`drop trigger "${table}_search_words_${event}" on "${table}";`);
      this.addSql(`create trigger "${table}_search_words_${event}" after ${event} on "${table}"
        referencing new table as new_rows for each statement
        execute function ${fn}('${column}');`);
    }
  }
}
