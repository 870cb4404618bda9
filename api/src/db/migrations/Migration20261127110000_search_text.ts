import { Migration } from '@mikro-orm/migrations';

/**
 * Free-text search (docs/product.md#search-and-map) in English and French, accent-blind, with typo tolerance on places.
 *
 * - `hearth_unaccent`: unaccent is only STABLE (its dictionary could change), so an IMMUTABLE wrapper naming the
 *   dictionary lets a generated column and indexes use it; `hearth_place_key` is how places are compared.
 * - `properties.search`: a stored tsvector, the main text in both the English and French configurations (a
 *   landlord may write either), the French text in French, places and the street unstemmed ('simple'); weights
 *   rank a title or place hit above the description. GIN `properties_search_idx` serves `search @@ tsquery`.
 * - `neighbourhood`: a free-text place below the city ('Plateau-Mont-Royal'), optional on a listing.
 * - `search_places`: cities and neighbourhoods of public listings with their counts, kept by a trigger, so the
 *   city box's suggestions and the typo fallback read a table of a few thousand rows, never the listings.
 *   A GiST trigram index serves `key % ?` (similar), `key <-> ?` (nearest) and `key like '%…%'`.
 * - `hearth_search_word`: one typed word as a tsquery: its English, French and plain forms, or the nearest
 *   known place when the word is a misspelt one ('Torono' also asks for 'toronto').
 */
export class Migration20261127110000_search_text extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists unaccent schema public;`);
    this.addSql(`create extension if not exists pg_trgm schema public;`);
    this.addSql(`create or replace function hearth_unaccent(text) returns text language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`);
    this.addSql(`create or replace function hearth_place_key(text) returns text language sql immutable parallel safe strict
      as $$ select lower(public.hearth_unaccent(regexp_replace(btrim($1), '\\s+', ' ', 'g'))) $$;`);

    this.addSql(`alter table properties add column neighbourhood text null;`);
    this.addSql(`alter table properties add column search tsvector generated always as (
      setweight(to_tsvector('simple', hearth_unaccent(city || ' ' || coalesce(neighbourhood, ''))), 'A') ||
      setweight(to_tsvector('english', hearth_unaccent(title)), 'A') ||
      setweight(to_tsvector('french', hearth_unaccent(title || ' ' || coalesce(title_fr, ''))), 'A') ||
      setweight(to_tsvector('simple', hearth_unaccent(address)), 'B') ||
      setweight(to_tsvector('english', hearth_unaccent(coalesce(description, ''))), 'C') ||
      setweight(to_tsvector('french', hearth_unaccent(coalesce(description, '') || ' ' || coalesce(description_fr, ''))), 'C')
    ) stored;`);
    this.addSql(`create index properties_search_idx on properties using gin (search);`);

    this.addSql(`create table search_places (
      kind text not null check (kind in ('city', 'neighbourhood')),
      key text not null,
      city_key text not null,
      province text not null,
      name text not null,
      city text not null,
      listings int not null default 0,
      primary key (kind, city_key, key, province)
    );`);
    this.addSql(`create index search_places_key_idx on search_places using gist (key gist_trgm_ops);`);

    this.addSql(`create function search_places_add(place_city text, place_neighbourhood text, place_province text, delta int) returns void language sql as $$
      insert into search_places (kind, key, city_key, province, name, city, listings)
      select 'city', hearth_place_key(place_city), hearth_place_key(place_city), place_province, btrim(place_city), btrim(place_city), delta
      union all
      select 'neighbourhood', hearth_place_key(place_neighbourhood), hearth_place_key(place_city), place_province, btrim(place_neighbourhood), btrim(place_city), delta
      where btrim(coalesce(place_neighbourhood, '')) <> ''
      on conflict (kind, city_key, key, province) do update set listings = search_places.listings + excluded.listings;
    $$;`);
    // Only public listings count: what a visitor can find.
    this.addSql(`create function search_places_track() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.status = 'approved' and old.show_on_marketplace and not old.owner_suspended then
        perform search_places_add(old.city, old.neighbourhood, old.province, -1);
      end if;
      if tg_op <> 'DELETE' and new.status = 'approved' and new.show_on_marketplace and not new.owner_suspended then
        perform search_places_add(new.city, new.neighbourhood, new.province, 1);
      end if;
      return null;
    end $$;`);
    this.addSql(`create trigger search_places_track after insert or delete or update of status, show_on_marketplace, owner_suspended, city, neighbourhood, province
      on properties for each row execute function search_places_track();`);
    // Recounts every place in one pass (after a bulk load that ran with the trigger disabled).
    this.addSql(`create function search_places_rebuild() returns void language sql as $$
      delete from search_places;
      select search_places_add(city, neighbourhood, province, n::int) from (
        select min(city) as city, min(neighbourhood) as neighbourhood, province, count(*) as n from properties
        where status = 'approved' and show_on_marketplace and not owner_suspended
        group by hearth_place_key(city), hearth_place_key(neighbourhood), province
      ) counted;
    $$;`);
    this.addSql(`select search_places_rebuild();`);

    this.addSql(`create function hearth_search_word(word text) returns tsquery language sql stable parallel safe strict as $$
      select plainto_tsquery('english', hearth_unaccent(word)) || plainto_tsquery('french', hearth_unaccent(word))
        || plainto_tsquery('simple', hearth_unaccent(word))
        || coalesce((
          select plainto_tsquery('simple', sp.key) from search_places sp
          where length(word) >= 4 and sp.listings > 0 and sp.key % hearth_place_key(word) and similarity(sp.key, hearth_place_key(word)) >= 0.35
          order by sp.key <-> hearth_place_key(word) limit 1
        ), ''::tsquery)
    $$;`);
    this.addSql(`analyze properties;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger search_places_track on properties;`);
    this.addSql(`drop function hearth_search_word(text), search_places_rebuild(), search_places_track(), search_places_add(text, text, text, int);`);
    this.addSql(`drop table search_places;`);
    this.addSql(`alter table properties drop column search, drop column neighbourhood;`);
    this.addSql(`drop function hearth_place_key(text), hearth_unaccent(text);`);
  }
}
