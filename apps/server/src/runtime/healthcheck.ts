/**
 * The production image's HEALTHCHECK: exits 0 when this container's server answers /healthz
 * with 200 (it does only while PostgreSQL answers too), 1 otherwise. The slim image has no curl.
 */
import { loadConfig } from './config.ts';

const answerTimeoutMs = 5_000;

function localAddress(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

const config = loadConfig();
const healthy = await fetch(`http://${localAddress(config.host)}:${config.port}/healthz`, {
  signal: AbortSignal.timeout(answerTimeoutMs),
}).then(
  (response) => response.ok,
  () => false,
);
process.exit(healthy ? 0 : 1);
