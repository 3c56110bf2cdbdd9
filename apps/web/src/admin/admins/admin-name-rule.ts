import { adminDisplayNameSchema } from '@app/domain';

/** The domain's display name rule as a form field check: its message, or null for a name that fits. */
export function displayNameProblem(value: string): string | null {
  const checked = adminDisplayNameSchema.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
