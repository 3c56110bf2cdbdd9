import { Migration } from '@mikro-orm/migrations';

/**
 * What the CRM pages and searches by at 100,000 leads. Each list is searched as one lower-cased
 * text of its searchable fields, through a pg_trgm GIN index on exactly that expression (the
 * API's `searchTextSql` writes the same one, which is what lets the planner use it). A board
 * column is one stage read latest enquiry first, and each submissions list reads the rows that are
 * not spam newest first: each has a B-tree in that order, so a page is one index range scan. The
 * board's index carries the estimated value too, so the column totals can be counted and summed
 * from the index alone (an index-only scan) when the planner finds that cheaper than the table. A
 * lead's enquiries are found by address.
 */
export class Migration20261125160000_crm_search extends Migration {
  override name = 'Migration20261125160000_crm_search';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "leads_search_index" on "leads" using gin (lower("name" || ' ' || "email" || ' ' || coalesce("company", '') || ' ' || "contact" || ' ' || coalesce("message", '')) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "contact_submissions_search_index" on "contact_submissions" using gin (lower("name" || ' ' || "email" || ' ' || coalesce("company", '') || ' ' || "contact" || ' ' || coalesce("message", '')) gin_trgm_ops);`,
    );
    this.addSql(
      `create index "career_submissions_search_index" on "career_submissions" using gin (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "position" || ' ' || "description") gin_trgm_ops);`,
    );
    this.addSql(
      `create index "leads_stage_last_enquiry_at_id_index" on "leads" ("stage", "last_enquiry_at" desc, "id" desc) include ("estimated_value");`,
    );
    this.addSql(
      `create index "contact_submissions_created_at_id_index" on "contact_submissions" ("created_at" desc, "id" desc) where "spam_reason" is null;`,
    );
    this.addSql(
      `create index "career_submissions_created_at_id_index" on "career_submissions" ("created_at" desc, "id" desc) where "spam_reason" is null;`,
    );
    this.addSql(
      `create index "contact_submissions_email_lower_created_at_index" on "contact_submissions" (lower("email"), "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "contact_submissions_email_lower_created_at_index";`);
    this.addSql(`drop index "career_submissions_created_at_id_index";`);
    this.addSql(`drop index "contact_submissions_created_at_id_index";`);
    this.addSql(`drop index "leads_stage_last_enquiry_at_id_index";`);
    this.addSql(`drop index "career_submissions_search_index";`);
    this.addSql(`drop index "contact_submissions_search_index";`);
    this.addSql(`drop index "leads_search_index";`);
  }
}
