import { regexes } from 'zod/v4/core';

/**
 * Spec section 5's rules of the forms on the page, as plain functions: the pages run them without
 * carrying a schema library (they cost a form page more than a tenth of its script budget), and
 * the schemas the server checks them with are built from the same functions.
 */

/** The message of the rule a value breaks, or undefined when it keeps it. */
export type PageRule = (value: string) => string | undefined;

/** The page's rules of a form, by field; a field without one has none. */
export type PageRules<Values> = { readonly [Field in keyof Values]?: PageRule };

export function minimumLength(minimum: number, message: string): PageRule {
  return (value) => (value.trim().length >= minimum ? undefined : message);
}

/** zod's own address pattern, so the page and the stored-entity rules agree on what is valid. */
export function emailAddress(message: string): PageRule {
  return (value) => (regexes.email.test(value.trim()) ? undefined : message);
}

export function keeps(check: (trimmed: string) => boolean, message: string): PageRule {
  return (value) => (check(value.trim()) ? undefined : message);
}

/** Every field's message under the page's rules; empty when the form may be sent. */
export function pageRuleErrors<Values extends Readonly<Record<string, string | undefined>>>(
  rules: PageRules<Values>,
  values: Values,
): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const field of Object.keys(rules) as (keyof Values)[]) {
    const message = rules[field]?.(values[field] ?? '');
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}
