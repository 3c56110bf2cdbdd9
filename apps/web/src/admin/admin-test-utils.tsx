import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { applicationStageValues, leadStageValues } from '@app/domain';
import { createAppRouter } from '../app/router.ts';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import {
  AdminTRPCProvider,
  createAdminApi,
  type AdminApi,
  type ApplicationDto,
  type LeadDto,
} from './api/admin-api.ts';
import { AdminFetchContext } from './api/admin-fetch.ts';
import { createAdminTokenStore } from './api/admin-token-store.ts';

/** A refusal the fake server answers with, in tRPC's error shape. */
export class TrpcRefusal extends Error {
  readonly code: string;
  readonly httpStatus: number;

  constructor(code: string, httpStatus: number, message: string) {
    super(message);
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

export type ProcedureHandler = (input: unknown) => unknown;

export type FakeServer = Mock<typeof globalThis.fetch> & {
  /** Procedure paths called so far, in order, e.g. ['leads.list', 'leads.move']. */
  readonly calls: () => string[];
  /** The inputs the procedure was called with, in order. */
  readonly inputsOf: (path: string) => unknown[];
  /** The Authorization header of each request, in order. */
  readonly authorizations: () => (string | null)[];
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A fetch that answers the admin's tRPC calls (httpLink, no batching) from handlers; a path
 * without a handler fails the test. A handler may return a value, a promise, or throw a
 * TrpcRefusal; any other throw acts as a network failure.
 */
export function fakeTrpcServer(handlers: Record<string, ProcedureHandler>): FakeServer {
  const received: { path: string; input: unknown; authorization: string | null }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (resource, init) => {
    const url = new URL(
      resource instanceof Request ? resource.url : String(resource),
      'http://localhost',
    );
    const path = decodeURIComponent(url.pathname.replace(/^\/trpc\//, ''));
    const rawInput = init?.method === 'POST' ? init.body : url.searchParams.get('input');
    const input: unknown =
      typeof rawInput === 'string' && rawInput !== '' ? JSON.parse(rawInput) : undefined;
    const authorization = new Headers(init?.headers).get('authorization');
    received.push({ path, input, authorization });
    const handler = handlers[path];
    if (handler === undefined) throw new Error(`The fake server has no handler for ${path}`);
    try {
      return json(200, { result: { data: await handler(input) } });
    } catch (error) {
      if (!(error instanceof TrpcRefusal)) throw error;
      return json(error.httpStatus, {
        error: {
          message: error.message,
          code: -32600,
          data: { code: error.code, httpStatus: error.httpStatus, path },
        },
      });
    }
  });
  return Object.assign(fetch, {
    calls: () => received.map((call) => call.path),
    inputsOf: (path: string) =>
      received.filter((call) => call.path === path).map((call) => call.input),
    authorizations: () => received.map((call) => call.authorization),
  });
}

/** An in-memory stand-in for local storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
  };
}

export function createTestAdminApi(fetch: typeof globalThis.fetch, storedToken?: string): AdminApi {
  const storage = memoryStorage(storedToken === undefined ? {} : { 'admin-token': storedToken });
  return createAdminApi({
    tokenStore: createAdminTokenStore(storage),
    fetch,
    url: 'http://localhost/trpc',
  });
}

function AdminTestProviders({
  api,
  children,
}: {
  readonly api: AdminApi;
  readonly children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={api.queryClient}>
        <AdminTRPCProvider trpcClient={api.trpcClient} queryClient={api.queryClient}>
          <AdminFetchContext value={api.adminFetch}>
            {children}
            <Notifications limit={1} />
          </AdminFetchContext>
        </AdminTRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function renderWithAdminApi(ui: ReactNode, api: AdminApi): RenderResult {
  return render(<AdminTestProviders api={api}>{ui}</AdminTestProviders>);
}

export function testLead(overrides: Partial<LeadDto> = {}): LeadDto {
  return {
    id: 7,
    name: 'Olivia Hart',
    email: 'olivia@example.com',
    contact: '+61 412 345 678',
    company: 'Hart Logistics',
    teamSize: '4-7',
    message: 'Two React developers',
    stage: 'new',
    estimatedValue: null,
    probability: 0,
    isWon: false,
    isLost: false,
    lostReason: null,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-20T01:00:00.000Z',
    awaitsReply: true,
    firstReplyAt: '2026-11-20T01:30:00.000Z',
    enquiryCount: 1,
    lastEnquiryAt: '2026-11-20T01:00:00.000Z',
    previousLead: null,
    applicationIds: [],
    source: null,
    replyWaiting: false,
    ...overrides,
  };
}

export function testApplication(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    id: 1,
    firstName: 'Minh',
    lastName: 'Tran',
    email: 'minh@example.com',
    phone: '+84 28 3822 6190',
    position: 'DevOps Engineer',
    description: 'Five years running Kubernetes in production.',
    linkedinUrl: 'https://www.linkedin.com/in/minh-tran',
    createdAt: '2026-11-20T02:00:00.000Z',
    stage: 'applied',
    notSelectedReason: null,
    cv: {
      fileName: 'Minh Tran CV.pdf',
      contentType: 'application/pdf',
      byteSize: 250_880,
    },
    leadIds: [],
    replyWaiting: false,
    ...overrides,
  };
}

/**
 * The board's procedures answering from a list of leads: each column's leads on one page, the
 * columns' counts and values (filters are not applied), and one lead by id.
 */
export function boardHandlers(leads: () => readonly LeadDto[]): Record<string, ProcedureHandler> {
  return {
    'leads.page': (input) => {
      const { stage } = input as { stage: string };
      return { items: leads().filter((lead) => lead.stage === stage), nextCursor: null };
    },
    'leads.get': (input) => {
      const { id } = input as { id: number };
      const lead = leads().find((candidate) => candidate.id === id);
      if (lead === undefined) throw new TrpcRefusal('NOT_FOUND', 404, 'Lead not found');
      return lead;
    },
    'leads.columns': () =>
      leadStageValues.map((stage) => {
        const inStage = leads().filter((lead) => lead.stage === stage);
        return {
          stage,
          count: inStage.length,
          value: inStage.reduce((sum, lead) => sum + (lead.estimatedValue ?? 0), 0),
        };
      }),
  };
}

export type StartedDownload = { readonly href: string; readonly download: string };

/**
 * Records the downloads the page starts (the link clicks that save a file) instead of starting
 * them: jsdom has neither object URLs nor downloads. Each test file has its own window, so the
 * stand-ins stay within it; call from beforeEach, with vi.restoreAllMocks() after each test.
 */
export function captureDownloads(): StartedDownload[] {
  const started: StartedDownload[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/download');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    started.push({ href: this.href, download: this.download });
  });
  return started;
}

/**
 * The hiring board's procedures answering from a list of applications: each column's on one
 * page, the columns' counts (filters are not applied), and one application by id.
 */
export function applicationBoardHandlers(
  applications: () => readonly ApplicationDto[],
): Record<string, ProcedureHandler> {
  return {
    'applications.page': (input) => {
      const { stage } = input as { stage: string };
      return {
        items: applications().filter((application) => application.stage === stage),
        nextCursor: null,
      };
    },
    'applications.get': (input) => {
      const { id } = input as { id: number };
      const application = applications().find((candidate) => candidate.id === id);
      if (application === undefined)
        throw new TrpcRefusal('NOT_FOUND', 404, 'Application not found');
      return application;
    },
    'applications.columns': () =>
      applicationStageValues.map((stage) => ({
        stage,
        count: applications().filter((application) => application.stage === stage).length,
      })),
    'applications.stats': () => ({
      thisMonth: applications().length,
      inProgress: applications().filter((application) =>
        ['applied', 'technical_assessment', 'culture_fit'].includes(application.stage),
      ).length,
      hired: applications().filter((application) => application.stage === 'hired').length,
      notSelected: applications().filter((application) => application.stage === 'not_selected')
        .length,
    }),
    'applications.positions': () => [
      ...new Set(applications().map((application) => application.position)),
    ],
  };
}

/** A lazily loaded route component (`lazyRouteComponent`), which can be asked to load ahead. */
type PreloadableComponent = { readonly preload?: () => Promise<void> };

/**
 * Loads the code of the admin's layout and areas ahead, once per test file: otherwise the first
 * test to open an area also waits for that module's first transform, which on a busy machine can
 * outlast a query's wait for the screen.
 */
export async function preloadAdminRoutes(): Promise<void> {
  const router = createAppRouter();
  await Promise.all(
    Object.values(router.routesById)
      .filter((route) => route.id.startsWith('/_admin'))
      .map((route) => {
        const component = route.options.component as PreloadableComponent | undefined;
        return component?.preload?.() ?? Promise.resolve();
      }),
  );
}

/**
 * The app's router at an admin address, as a browser opens it: the admin screen reads the token
 * from local storage and calls the fake server through the page's fetch.
 */
export function renderAdminAt(
  address: string,
  handlers: Record<string, ProcedureHandler>,
  storedToken?: string,
) {
  const server = fakeTrpcServer(handlers);
  vi.stubGlobal('fetch', server);
  window.localStorage.clear();
  if (storedToken !== undefined) window.localStorage.setItem('admin-token', storedToken);
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [address] }) });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { server, router, storage: window.localStorage, user: userEvent.setup() };
}

/** A link of the tab bar, by its text ('Reports', 'Spam (1)'). */
export function areaLink(name: string | RegExp, options: { hidden?: boolean } = {}): HTMLElement {
  return within(screen.getByRole('navigation', { name: 'CRM sections', ...options })).getByRole(
    'link',
    { name, ...options },
  );
}

/** A link of the tab bar once it shows (after the session check, or once a count is in). */
export async function findAreaLink(name: string | RegExp): Promise<HTMLElement> {
  const nav = await screen.findByRole('navigation', { name: 'CRM sections' });
  return within(nav).findByRole('link', { name });
}
