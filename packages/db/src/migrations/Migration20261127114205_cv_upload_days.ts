import { Migration } from '@mikro-orm/migrations';

/**
 * The CV bytes each client address stored per UTC day, for the daily cap on stored CVs. A handful
 * of rows (today's addresses): the hourly sweep deletes earlier days.
 */
export class Migration20261127114205_cv_upload_days extends Migration {
  override name = 'Migration20261127114205_cv_upload_days';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "cv_upload_days" ("address" text not null, "day" date not null, "bytes" bigint not null, primary key ("address", "day"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cv_upload_days" cascade;`);
  }
}
