import { adminsRouter } from './routers/admins.ts';
import { applicationNotesRouter } from './routers/application-notes.ts';
import { applicationsRouter } from './routers/applications.ts';
import { auditRouter } from './routers/audit.ts';
import { backupsRouter } from './routers/backups.ts';
import { conversationsRouter } from './routers/conversations.ts';
import { authRouter } from './routers/auth.ts';
import { leadsRouter } from './routers/leads.ts';
import { mailRouter } from './routers/mail.ts';
import { mailTemplatesRouter } from './routers/mail-templates.ts';
import { notesRouter } from './routers/notes.ts';
import { privacyRouter } from './routers/privacy.ts';
import { publicRouter } from './routers/public.ts';
import { reportsRouter } from './routers/reports.ts';
import { spamRouter } from './routers/spam.ts';
import { submissionsRouter } from './routers/submissions.ts';
import { twoFactorRouter } from './routers/two-factor.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  public: publicRouter,
  auth: authRouter,
  leads: leadsRouter,
  notes: notesRouter,
  submissions: submissionsRouter,
  applications: applicationsRouter,
  applicationNotes: applicationNotesRouter,
  mail: mailRouter,
  spam: spamRouter,
  privacy: privacyRouter,
  admins: adminsRouter,
  audit: auditRouter,
  twoFactor: twoFactorRouter,
  reports: reportsRouter,
  backups: backupsRouter,
  conversations: conversationsRouter,
  mailTemplates: mailTemplatesRouter,
});

export type AppRouter = typeof appRouter;
