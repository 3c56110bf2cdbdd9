import './admin-styles.ts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { AdminApp } from './AdminApp.tsx';
import { createAdminApi } from './api/admin-api.ts';
import { OpenAdminRecordContext, type OpenAdminRecord } from './crm/RecordLink.tsx';
import { browserLocalStorage, createAdminTokenStore } from './api/admin-token-store.ts';
import { turnstileSiteKeyFromDocument } from '../app/turnstile.ts';

// The areas' components load with the admin's frame, in its one chunk: each a lazy chunk of its
// own, the modules they share with the frame split into some sixty scripts for one screen (27
// before). Only Reports, with its charts, loads on its own (routes/admin/admin-reports-route.ts).
export { AdminsTab } from './admins/AdminsTab.tsx';
export { AuditTab } from './audit/AuditTab.tsx';
export { HiringArea } from './hiring/HiringArea.tsx';
export { PipelineArea } from './pipeline/PipelineArea.tsx';
export { PrivacyTab } from './privacy/PrivacyTab.tsx';
export { ContactsArea } from './submissions/ContactsArea.tsx';
export { SpamArea } from './submissions/SpamArea.tsx';
export { TemplatesArea } from './templates/TemplatesArea.tsx';
export { UnmatchedMailArea } from './unmatched/UnmatchedMailArea.tsx';

/**
 * The admin layout route's component, around every area: the login form when logged out, the CRM
 * with the area in its frame when logged in.
 */
export function AdminScreen() {
  const navigate = useNavigate();
  // A link from one record to another opens it in place, as an alert's link would from outside:
  // in its drawer over the area, which keeps its search, filters and period.
  const openRecord = useCallback<OpenAdminRecord>(
    (param, id) => {
      void navigate({
        to: '.',
        search: (previous) => ({
          ...previous,
          lead: undefined,
          application: undefined,
          [param]: id,
        }),
      });
    },
    [navigate],
  );
  const [api] = useState(() =>
    createAdminApi({ tokenStore: createAdminTokenStore(browserLocalStorage()) }),
  );
  const [turnstileSiteKey] = useState(() => turnstileSiteKeyFromDocument(document));
  return (
    <OpenAdminRecordContext value={openRecord}>
      <AdminApp api={api} turnstileSiteKey={turnstileSiteKey} />
    </OpenAdminRecordContext>
  );
}
