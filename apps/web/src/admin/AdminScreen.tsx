import './admin-styles.ts';
import { useState } from 'react';
import { AdminApp } from './AdminApp.tsx';
import { createAdminApi } from './api/admin-api.ts';
import { browserLocalStorage, createAdminTokenStore } from './api/admin-token-store.ts';
import { turnstileSiteKeyFromDocument } from './login/turnstile.ts';

/** The /admin route: the login form when logged out, the CRM when logged in. */
export function AdminScreen() {
  const [api] = useState(() =>
    createAdminApi({ tokenStore: createAdminTokenStore(browserLocalStorage()) }),
  );
  const [turnstileSiteKey] = useState(() => turnstileSiteKeyFromDocument(document));
  return <AdminApp api={api} turnstileSiteKey={turnstileSiteKey} />;
}
