import { Loader, Text } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { adminToasts } from './admin-toasts.ts';
import { AdminTooltipGroup } from './admin-tooltips.tsx';
import { showToast } from '../layout/ToastRegion/show-toast.ts';
import { AdminTRPCProvider, isUnauthorized, useAdminTRPC, type AdminApi } from './api/admin-api.ts';
import { AdminFetchContext } from './api/admin-fetch.ts';
import { useAdminToken } from './api/admin-token-store.ts';
import classes from './AdminApp.module.css';
import { PasswordChangeRequired } from './admins/PasswordChangeRequired.tsx';
import { CrmScreen } from './crm/CrmScreen.tsx';
import { LoginForm } from './login/LoginForm.tsx';
import { TwoFactorRequired } from './two-factor/TwoFactorRequired.tsx';

type AdminAppProps = {
  readonly api: AdminApi;
  /** Set when logins need a Cloudflare Turnstile token. */
  readonly turnstileSiteKey?: string | undefined;
};

/** The admin area with its own API client and query cache. */
export function AdminApp({ api, turnstileSiteKey }: AdminAppProps) {
  return (
    <QueryClientProvider client={api.queryClient}>
      <AdminTRPCProvider trpcClient={api.trpcClient} queryClient={api.queryClient}>
        <AdminFetchContext value={api.adminFetch}>
          <AdminTooltipGroup>
            <AdminSession api={api} turnstileSiteKey={turnstileSiteKey} />
          </AdminTooltipGroup>
        </AdminFetchContext>
      </AdminTRPCProvider>
    </QueryClientProvider>
  );
}

/**
 * Spec section 4, admin session: a stored token logs in automatically once the server confirms
 * it; a dead one (or any call answered UNAUTHORIZED later) quietly returns to the login form.
 */
function AdminSession({ api, turnstileSiteKey }: AdminAppProps) {
  const token = useAdminToken(api.tokenStore);
  const [confirmedToken, setConfirmedToken] = useState<string | null>(null);
  const [justLoggedIn, setJustLoggedIn] = useState(false);
  const [serverUnreachable, setServerUnreachable] = useState(false);
  const confirmLogin = useCallback(() => {
    setJustLoggedIn(false);
  }, []);

  useEffect(() => {
    // The lists of the ended session must not show in the next one.
    if (token === null) api.queryClient.clear();
  }, [token, api.queryClient]);

  const logout = async () => {
    try {
      await api.trpcClient.auth.logout.mutate();
    } catch (error) {
      // Spec section 7: a failed logout is only logged; the token is dropped here regardless.
      console.error('Logout failed', error);
    }
    api.tokenStore.clear();
    showToast(adminToasts.loggedOut);
  };

  if (token === null || serverUnreachable) {
    return (
      <main className={classes.loginPage}>
        <LoginForm
          turnstileSiteKey={turnstileSiteKey}
          onLoggedIn={(newToken) => {
            setConfirmedToken(newToken);
            setJustLoggedIn(true);
            setServerUnreachable(false);
            api.tokenStore.save(newToken);
          }}
        />
      </main>
    );
  }
  if (confirmedToken !== token) {
    return (
      <SessionCheck
        onConfirmed={() => {
          setConfirmedToken(token);
        }}
        onUnreachable={() => {
          setServerUnreachable(true);
          showToast(adminToasts.serverUnreachable);
        }}
      />
    );
  }
  return (
    <AccountSetUpGate onLogout={logout}>
      <CrmScreen onLogout={logout} justLoggedIn={justLoggedIn} onLoginConfirmed={confirmLogin} />
    </AccountSetUpGate>
  );
}

type AccountSetUpGateProps = {
  readonly onLogout: () => Promise<void>;
  readonly children: ReactNode;
};

/**
 * A session that owes its account set-up may do nothing else (the server refuses it), so it sees
 * only that step; once done, the session check answers that nothing is owed and the CRM opens.
 * The session check has just been answered, so this reads the cached answer.
 */
function AccountSetUpGate({ onLogout, children }: AccountSetUpGateProps) {
  const trpc = useAdminTRPC();
  const session = useQuery(trpc.auth.session.queryOptions());
  // Right after a login the answer is not in yet: the CRM's calls would only be refused meanwhile.
  if (session.isPending) return <SessionChecking />;
  if (session.data?.pendingSetup === 'password_change') {
    return <PasswordChangeRequired onLogout={onLogout} />;
  }
  if (session.data?.pendingSetup === 'two_factor_enrolment') {
    return <TwoFactorRequired onDone={() => void session.refetch()} onLogout={onLogout} />;
  }
  return children;
}

type SessionCheckProps = {
  readonly onConfirmed: () => void;
  readonly onUnreachable: () => void;
};

/** Asks the server whether the stored token still opens a session. */
function SessionCheck({ onConfirmed, onUnreachable }: SessionCheckProps) {
  const trpc = useAdminTRPC();
  const session = useQuery(trpc.auth.session.queryOptions());
  const outcome = session.isSuccess
    ? 'confirmed'
    : session.isError && !isUnauthorized(session.error)
      ? 'unreachable'
      : 'waiting';
  useEffect(() => {
    if (outcome === 'confirmed') onConfirmed();
    if (outcome === 'unreachable') onUnreachable();
  }, [outcome, onConfirmed, onUnreachable]);
  return <SessionChecking />;
}

function SessionChecking() {
  return (
    <main className={classes.loginPage} aria-busy>
      <div className={classes.checking} role="status">
        <Loader size="md" aria-hidden />
        <Text>Checking your session...</Text>
      </div>
    </main>
  );
}
