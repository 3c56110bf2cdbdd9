import { Migration } from '@mikro-orm/migrations';

export class Migration20261123140343_submission_keys extends Migration {
  override name = 'Migration20261123140343_submission_keys';

  override up(): void | Promise<void> {
    this.addSql(`alter table "career_submissions" add "submission_key" uuid null;`);
    this.addSql(
      `alter table "career_submissions" add constraint "career_submissions_submission_key_unique" unique ("submission_key");`,
    );

    this.addSql(`alter table "contact_submissions" add "submission_key" uuid null;`);
    this.addSql(
      `alter table "contact_submissions" add constraint "contact_submissions_submission_key_unique" unique ("submission_key");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "career_submissions" drop constraint "career_submissions_submission_key_unique";`,
    );
    this.addSql(`alter table "career_submissions" drop column "submission_key";`);

    this.addSql(
      `alter table "contact_submissions" drop constraint "contact_submissions_submission_key_unique";`,
    );
    this.addSql(`alter table "contact_submissions" drop column "submission_key";`);
  }
}
