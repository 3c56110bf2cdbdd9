import './admin-styles.ts';
import { useState } from 'react';
import { AdminApp } from './AdminApp.tsx';
import { createAdminApi } from './api/admin-api.ts';
import { browserLocalStorage, createAdminTokenStore } from './api/admin-token-store.ts';

/** The /admin route: the login form when logged out, the CRM when logged in. */
export function AdminScreen() {
  const [api] = useState(() =>
    createAdminApi({ tokenStore: createAdminTokenStore(browserLocalStorage()) }),
  );
  return <AdminApp api={api} />;
}
