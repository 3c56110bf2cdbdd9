import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminLogin, LoginAnswer, LoginSecondStep } from '@app/domain';
import { knownDeviceCookie, readKnownDeviceTokens } from '../auth/known-device.ts';
import type { AuthSettings } from '../auth/settings.ts';
import type { ApiLogger, RequestDetails } from '../context.ts';
import { completeLoginSecondStep, loginAdmin, type OpenedSession } from './admin-auth.ts';

/**
 * The two-step login as both doors answer it (the tRPC procedures `auth.login` and
 * `auth.loginSecondStep`, and the REST routes `/api/admin/login` and its `/second-step`, which
 * wrap the same answer in `data`): what each step reads of the request, the known-device cookie
 * it sets, and the answer's shape.
 */
export interface LoginDoorRequest {
  /** A fresh unit of work: each step of the login commits alone. */
  em: EntityManager;
  request: Pick<RequestDetails, 'clientIp' | 'userAgent' | 'cookie' | 'secure' | 'setHeader'>;
  settings: AuthSettings;
  logger: ApiLogger;
}

/** A session's bearer token: the login is done. */
type LoginTokenAnswer = Extract<LoginAnswer, { token: string }>;

function requestOptions({ em, request, settings, logger }: LoginDoorRequest) {
  return {
    em,
    clientIp: request.clientIp,
    userAgent: request.userAgent,
    knownDeviceTokens: readKnownDeviceTokens(request.cookie),
    settings,
    logger,
  };
}

/** The browser is remembered as known with every session it opens. */
function answerWithSession(door: LoginDoorRequest, session: OpenedSession): LoginTokenAnswer {
  door.request.setHeader(
    'set-cookie',
    knownDeviceCookie(session.knownDeviceToken, { secure: door.request.secure }),
  );
  return { token: session.token };
}

/** The first step: the password, answered by a session or, with two-factor login, a challenge. */
export async function passwordLoginStep(
  door: LoginDoorRequest,
  input: AdminLogin,
): Promise<LoginAnswer> {
  const outcome = await loginAdmin({ ...requestOptions(door), input });
  if ('challenge' in outcome) return { twoFactorRequired: true, challenge: outcome.challenge };
  return answerWithSession(door, outcome);
}

/** The second step: the challenge and a code, answered by a session. */
export async function codeLoginStep(
  door: LoginDoorRequest,
  input: LoginSecondStep,
): Promise<LoginTokenAnswer> {
  return answerWithSession(door, await completeLoginSecondStep({ ...requestOptions(door), input }));
}
