import { z } from 'zod';
import type { FetchLike, TurnstileSettings } from './settings.ts';

const verifyTimeoutMs = 5_000;

const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

export type TurnstileVerdict = { passed: true } | { passed: false; detail: string };

/** Asks Turnstile's siteverify whether the token a login form carried is genuine. */
export async function verifyTurnstileToken(options: {
  settings: TurnstileSettings;
  token: string | undefined;
  clientIp: string;
  fetch: FetchLike;
}): Promise<TurnstileVerdict> {
  const { settings, token, clientIp } = options;
  if (token === undefined || token.trim() === '') return { passed: false, detail: 'no token' };
  try {
    const response = await options.fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        secret: settings.secretKey,
        response: token,
        remoteip: clientIp,
      }).toString(),
      signal: AbortSignal.timeout(verifyTimeoutMs),
    });
    if (!response.ok) return { passed: false, detail: `siteverify answered ${response.status}` };
    const answer = siteverifyAnswerSchema.safeParse(await response.json());
    if (!answer.success) return { passed: false, detail: 'unreadable siteverify answer' };
    if (answer.data.success) return { passed: true };
    return {
      passed: false,
      detail: `rejected: ${(answer.data['error-codes'] ?? []).join(', ') || 'no reason given'}`,
    };
  } catch (error) {
    return {
      passed: false,
      detail: `siteverify unreachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
