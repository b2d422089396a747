import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds asked for from the admin area (docs/adr/0037): who asked, when, and the Stripe refund
 * it opened. The purchase's status still changes only when Stripe's charge.refunded arrives;
 * these columns say a refund is on its way (and refuse a second one). `refund_requested_by` has
 * no foreign key: like the audit log, the record outlives the admin's account. The index serves
 * the admin list, newest first.
 */
export class Migration20261127093000_purchase_refund_requests extends Migration {
  override name = 'Migration20261127093000_purchase_refund_requests';

  override up(): void | Promise<void> {
    this.addSql(`alter table "purchases"
      add column "refund_requested_at" timestamptz null,
      add column "refund_requested_by" uuid null,
      add column "refund_id" varchar(255) null;`);
    this.addSql(
      `create index "purchases_created_at_index" on "purchases" ("created_at" desc, "id" desc);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "purchases_created_at_index";`);
    this.addSql(`alter table "purchases"
      drop column if exists "refund_id",
      drop column if exists "refund_requested_by",
      drop column if exists "refund_requested_at";`);
  }
}
