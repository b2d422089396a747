import { Migration } from '@mikro-orm/migrations';

/**
 * An artist's links in the order the artist gives them (issue 25, the studio's profile editor).
 * `artists.social_links` is the spec's map of a site name to an address, and a jsonb object keeps
 * no order (it sorts its keys), so the order is kept beside it: `link_order`, the keys first shown
 * first. Whoever writes only the map (registration, the demo seed) leaves the order as it is;
 * keys it does not name follow, by name. `encore_artist_links()` is that one rule, read by the
 * artist page and the studio alike: the map as a `json` object (which keeps its keys' order).
 */
export class Migration20261201090000_artist_link_order extends Migration {
  override name = 'Migration20261201090000_artist_link_order';

  override up(): void | Promise<void> {
    this.addSql(`alter table "artists" add column "link_order" text[] not null default '{}';`);
    this.addSql(`comment on column "artists"."link_order" is
      'Keys of social_links in the order the artist lists them; keys not named here follow, by name.';`);
    this.addSql(`create function encore_artist_links(links jsonb, link_order text[]) returns json
      language sql immutable parallel safe as $$
        select coalesce(
          json_object_agg(key, value order by array_position(link_order, key) nulls last, key),
          '{}'::json)
        from jsonb_each_text(links)
      $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function encore_artist_links(jsonb, text[]);`);
    this.addSql(`alter table "artists" drop column "link_order";`);
  }
}
