import { Migration } from '@mikro-orm/migrations';

/**
 * The 2-hour reply promise. The leads already stored count as answered: nobody can say now when
 * they were first answered, so they are marked as never having awaited a reply (and so never
 * overdue, and out of the reply statistics) instead of being given invented reply times. Every
 * lead stored from now on awaits one.
 */
export class Migration20261123200100_lead_first_reply extends Migration {
  override name = 'Migration20261123200100_lead_first_reply';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "leads" add "awaits_reply" boolean not null default false, add "first_reply_at" timestamptz null;`,
    );
    this.addSql(`alter table "leads" alter column "awaits_reply" set default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "leads" drop column "awaits_reply", drop column "first_reply_at";`);
  }
}
