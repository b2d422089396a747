import { Migration } from '@mikro-orm/migrations';

/**
 * Soundcheck purchases (docs/adr/0018-payments.md): a purchase row keeps the facts Stripe has
 * stated (each set once), its status is derived from them, every transition is logged, and every
 * webhook event id is stored in the same transaction as the change it caused. `album_grants` is
 * the access module's: who may play which purchasable album.
 */
export class Migration20261125140000_purchases_and_grants extends Migration {
  override name = 'Migration20261125140000_purchases_and_grants';

  override up(): void | Promise<void> {
    this.addSql(`create table "album_grants" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "album_id" uuid not null references "albums" ("id") on delete cascade,
      "access_type" album_access_type not null,
      "granted_at" timestamptz not null,
      primary key ("user_id", "album_id"));`);

    this.addSql(`create table "purchases" (
      "id" uuid not null default gen_random_uuid() primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "album_id" uuid not null references "albums" ("id") on delete restrict,
      "access_type" album_access_type not null,
      "price_id" varchar(255) not null,
      "amount" integer not null check ("amount" >= 0),
      "currency" varchar(3) not null,
      "status" varchar(20) not null default 'pending',
      "checkout_session_id" varchar(255) null unique,
      "payment_intent_id" varchar(255) null,
      "customer_email" varchar(254) null,
      "completed_at" timestamptz null,
      "paid_at" timestamptz null,
      "failed_at" timestamptz null,
      "expired_at" timestamptz null,
      "refunded_at" timestamptz null,
      "dispute_opened_at" timestamptz null,
      "dispute_outcome" varchar(4) null check ("dispute_outcome" in ('won', 'lost')),
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);
    this.addSql(
      `create index "purchases_user_id_created_at_index" on "purchases" ("user_id", "created_at" desc);`,
    );
    this.addSql(
      `create index "purchases_payment_intent_id_index" on "purchases" ("payment_intent_id");`,
    );
    this.addSql(
      `create index "purchases_user_album_index" on "purchases" ("user_id", "album_id");`,
    );

    this.addSql(`create table "purchase_events" (
      "id" bigint generated always as identity primary key,
      "purchase_id" uuid not null references "purchases" ("id") on delete cascade,
      "from_status" varchar(20) null,
      "to_status" varchar(20) not null,
      "cause" varchar(80) not null,
      "source" varchar(20) not null,
      "stripe_event_id" varchar(255) null,
      "created_at" timestamptz not null default now());`);
    this.addSql(
      `create index "purchase_events_purchase_id_index" on "purchase_events" ("purchase_id", "id");`,
    );

    this.addSql(`create table "payment_webhook_events" (
      "id" varchar(255) not null primary key,
      "type" varchar(100) not null,
      "payload" jsonb not null,
      "purchase_id" uuid null references "purchases" ("id") on delete set null,
      "received_at" timestamptz not null default now());`);
    this.addSql(
      `create index "payment_webhook_events_received_at_index" on "payment_webhook_events" ("received_at", "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_webhook_events" cascade;`);
    this.addSql(`drop table if exists "purchase_events" cascade;`);
    this.addSql(`drop table if exists "purchases" cascade;`);
    this.addSql(`drop table if exists "album_grants" cascade;`);
  }
}
