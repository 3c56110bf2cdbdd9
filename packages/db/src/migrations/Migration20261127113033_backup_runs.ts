import { Migration } from '@mikro-orm/migrations';

/** The record of every backup run (`pnpm backup` and the server's daily one). */
export class Migration20261127113033_backup_runs extends Migration {
  override name = 'Migration20261127113033_backup_runs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "backup_runs" ("id" serial primary key, "started_at" timestamptz not null, "finished_at" timestamptz not null default now(), "started_by" text not null, "file_name" text null, "byte_size" bigint null, "error" text null);`,
    );

    this.addSql(
      `alter table "backup_runs" add constraint "backup_runs_started_by_check" check (started_by in ('schedule', 'command'));`,
    );
    this.addSql(
      `alter table "backup_runs" add constraint "backup_runs_outcome_check" check ((error is null) = (file_name is not null) and (file_name is null) = (byte_size is null));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "backup_runs" cascade;`);
  }
}
