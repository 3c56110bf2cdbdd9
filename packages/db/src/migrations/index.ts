import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121050957_initial } from './Migration20261121050957_initial.ts';
import { Migration20261123135403_login_known_devices } from './Migration20261123135403_login_known_devices.ts';
import { Migration20261123140343_submission_keys } from './Migration20261123140343_submission_keys.ts';
import { Migration20261123143000_lead_flags_follow_stage } from './Migration20261123143000_lead_flags_follow_stage.ts';
import { Migration20261123200000_mail_outbox } from './Migration20261123200000_mail_outbox.ts';
import { Migration20261123200100_lead_first_reply } from './Migration20261123200100_lead_first_reply.ts';
import { Migration20261125040000_submission_spam } from './Migration20261125040000_submission_spam.ts';
import { Migration20261125050000_repeat_enquiries } from './Migration20261125050000_repeat_enquiries.ts';
import { Migration20261125160000_crm_search } from './Migration20261125160000_crm_search.ts';
import { Migration20261126090000_hiring_pipeline } from './Migration20261126090000_hiring_pipeline.ts';
import { Migration20261126120000_privacy_admins_audit } from './Migration20261126120000_privacy_admins_audit.ts';
import { Migration20261126200000_lead_sources_reports } from './Migration20261126200000_lead_sources_reports.ts';
import { Migration20261126210000_report_indexes } from './Migration20261126210000_report_indexes.ts';
import { Migration20261127113033_backup_runs } from './Migration20261127113033_backup_runs.ts';
import { Migration20261127114205_cv_upload_days } from './Migration20261127114205_cv_upload_days.ts';
import { Migration20261127180000_imap_mailboxes } from './Migration20261127180000_imap_mailboxes.ts';
import { Migration20261127180008_conversations } from './Migration20261127180008_conversations.ts';
import { Migration20261127190000_admin_display_names } from './Migration20261127190000_admin_display_names.ts';

/**
 * Every migration, oldest first. Listed by hand (no folder scan) so they run the same from
 * source, from any working directory and in any bundle. `pnpm --filter @app/db migration:create <name>`
 * writes a new file here; add it to the end of this list.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121050957_initial', class: Migration20261121050957_initial },
  {
    name: 'Migration20261123135403_login_known_devices',
    class: Migration20261123135403_login_known_devices,
  },
  {
    name: 'Migration20261123140343_submission_keys',
    class: Migration20261123140343_submission_keys,
  },
  {
    name: 'Migration20261123143000_lead_flags_follow_stage',
    class: Migration20261123143000_lead_flags_follow_stage,
  },
  { name: 'Migration20261123200000_mail_outbox', class: Migration20261123200000_mail_outbox },
  {
    name: 'Migration20261123200100_lead_first_reply',
    class: Migration20261123200100_lead_first_reply,
  },
  {
    name: 'Migration20261125040000_submission_spam',
    class: Migration20261125040000_submission_spam,
  },
  {
    name: 'Migration20261125050000_repeat_enquiries',
    class: Migration20261125050000_repeat_enquiries,
  },
  { name: 'Migration20261125160000_crm_search', class: Migration20261125160000_crm_search },
  {
    name: 'Migration20261126090000_hiring_pipeline',
    class: Migration20261126090000_hiring_pipeline,
  },
  {
    name: 'Migration20261126120000_privacy_admins_audit',
    class: Migration20261126120000_privacy_admins_audit,
  },
  {
    name: 'Migration20261126200000_lead_sources_reports',
    class: Migration20261126200000_lead_sources_reports,
  },
  {
    name: 'Migration20261126210000_report_indexes',
    class: Migration20261126210000_report_indexes,
  },
  { name: 'Migration20261127113033_backup_runs', class: Migration20261127113033_backup_runs },
  {
    name: 'Migration20261127114205_cv_upload_days',
    class: Migration20261127114205_cv_upload_days,
  },
  {
    name: 'Migration20261127180000_imap_mailboxes',
    class: Migration20261127180000_imap_mailboxes,
  },
  {
    name: 'Migration20261127180008_conversations',
    class: Migration20261127180008_conversations,
  },
  {
    name: 'Migration20261127190000_admin_display_names',
    class: Migration20261127190000_admin_display_names,
  },
];
