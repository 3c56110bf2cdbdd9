import type { ServerProcess } from '@app/testing';

/** The admin the CRM benchmarks start the server with (`ADMIN_EMAIL`, `ADMIN_PASSWORD`). */
export const benchAdmin = {
  email: 'bench@bamboobridgeteams.com.au',
  password: 'benchmark-password',
};

/** The sample at a quantile (0.5 for the median) of samples in any order. */
export function quantile(samples: readonly number[], at: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * at))] ?? 0;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** Logs the benchmark admin in through the spec's login call; answers the bearer token. */
export async function logInBenchAdmin(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: benchAdmin.email,
      password: benchAdmin.password,
      honeypot: '',
      submitTime: Date.now() - 5_000,
    }),
  });
  if (!response.ok) throw new Error(`Admin login failed: ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return data.token;
}

/** One tRPC query over HTTP, as the admin screen sends it; answers the milliseconds it took. */
export async function timedQuery(
  server: ServerProcess,
  token: string,
  procedure: string,
  input: unknown,
): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(
    `${server.baseUrl}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${procedure} answered ${response.status}`);
  return performance.now() - startedAt;
}
