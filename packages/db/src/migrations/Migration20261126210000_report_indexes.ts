import { Migration } from '@mikro-orm/migrations';

/**
 * The Reports tab's indexes. Won value and lost reasons count the leads closed in a period, by
 * `closed_at`: each reads its own few rows through a partial index, the won one carrying the value
 * so the sum is read from the index alone.
 */
export class Migration20261126210000_report_indexes extends Migration {
  override name = 'Migration20261126210000_report_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "leads_won_closed_at_index" on "leads" ("closed_at") include ("estimated_value") where "is_won";`,
    );
    this.addSql(
      `create index "leads_lost_closed_at_index" on "leads" ("closed_at") where "is_lost";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "leads_lost_closed_at_index";`);
    this.addSql(`drop index "leads_won_closed_at_index";`);
  }
}
