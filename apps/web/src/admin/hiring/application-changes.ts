import { decideApplicationChange, type ApplicationChangeRequest } from '@app/domain';
import type { ApplicationDto } from '../api/admin-api.ts';

/**
 * What the server will make of the request, by the same rules, to show before it answers. A
 * request the rules refuse changes nothing here; the server's refusal is then toasted and the
 * card stays where it was.
 */
export function expectedApplicationChanges(
  application: ApplicationDto,
  request: ApplicationChangeRequest,
): Partial<ApplicationDto> {
  const decision = decideApplicationChange(application, request);
  return decision.ok ? decision.application : {};
}
