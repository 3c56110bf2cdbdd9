import { Migration } from '@mikro-orm/migrations';

/**
 * Suspected spam from the public forms is kept, flagged with its reason, for staff to review:
 * existing submissions are not spam. The partial indexes serve the spam list and its purge.
 */
export class Migration20261125040000_submission_spam extends Migration {
  override name = 'Migration20261125040000_submission_spam';

  override up(): void | Promise<void> {
    for (const table of ['contact_submissions', 'career_submissions']) {
      this.addSql(`alter table "${table}" add "spam_reason" text null;`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_spam_reason_check" check (spam_reason in ('honeypot', 'too fast', 'captcha failed'));`,
      );
      this.addSql(
        `create index "${table}_spam_created_at_index" on "${table}" ("created_at") where "spam_reason" is not null;`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['contact_submissions', 'career_submissions']) {
      this.addSql(`drop index "${table}_spam_created_at_index";`);
      this.addSql(`alter table "${table}" drop column "spam_reason";`);
    }
  }
}
