import { Migration } from '@mikro-orm/migrations';

/**
 * One person, one open lead. A lead counts its enquiries and when the last one came; a lead
 * opened for someone whose earlier lead was closed points back at it. The partial unique index
 * on the address of open leads is what makes twenty simultaneous submissions one card: the
 * database, not the code that races, settles it.
 *
 * Addresses that already have several open leads keep them all (nobody's card disappears), but
 * only the newest takes part in the rule: the older ones are marked `legacy_duplicate` and stay
 * outside the index.
 */
export class Migration20261125050000_repeat_enquiries extends Migration {
  override name = 'Migration20261125050000_repeat_enquiries';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "leads" add "enquiry_count" int not null default 1, add "last_enquiry_at" timestamptz null, add "previous_lead_id" int null, add "legacy_duplicate" boolean not null default false;`,
    );
    this.addSql(`update "leads" set "last_enquiry_at" = "created_at";`);
    this.addSql(
      `alter table "leads" alter column "last_enquiry_at" set not null, alter column "last_enquiry_at" set default now();`,
    );
    this.addSql(
      `update "leads" as older set "legacy_duplicate" = true
        where not older."is_won" and not older."is_lost"
          and exists (
            select 1 from "leads" as newer
             where lower(newer."email") = lower(older."email")
               and not newer."is_won" and not newer."is_lost"
               and (newer."created_at", newer."id") > (older."created_at", older."id"));`,
    );
    this.addSql(
      `create unique index "leads_open_email_unique" on "leads" (lower("email")) where not "is_won" and not "is_lost" and not "legacy_duplicate";`,
    );
    this.addSql(
      `create index "leads_closed_email_index" on "leads" (lower("email"), "id") where "is_won" or "is_lost" or "legacy_duplicate";`,
    );
    this.addSql(
      `create index "leads_last_enquiry_at_id_index" on "leads" ("last_enquiry_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "career_submissions_email_lower_id_index" on "career_submissions" (lower("email"), "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "career_submissions_email_lower_id_index";`);
    this.addSql(`drop index "leads_last_enquiry_at_id_index";`);
    this.addSql(`drop index "leads_closed_email_index";`);
    this.addSql(`drop index "leads_open_email_unique";`);
    this.addSql(
      `alter table "leads" drop column "enquiry_count", drop column "last_enquiry_at", drop column "previous_lead_id", drop column "legacy_duplicate";`,
    );
  }
}
