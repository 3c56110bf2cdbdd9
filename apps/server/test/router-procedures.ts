import { appRouter } from '@app/api';

export interface RouterProcedure {
  /** Dotted, as clients call it: `leads.markWon`. */
  path: string;
  type: 'query' | 'mutation';
  /** The procedure's `meta.audit`: how the audit log hears of a call, if it does. */
  audit: unknown;
  /** The schema its `.output()` declares, which tRPC checks every answer against. */
  output: unknown;
}

/** A procedure is a function that carries its definition. */
function definitionField(procedure: unknown, field: 'type' | 'meta' | 'output'): unknown {
  if (typeof procedure !== 'function' || !('_def' in procedure)) return undefined;
  const definition = procedure._def;
  return typeof definition === 'object' && definition !== null && field in definition
    ? (definition as Record<string, unknown>)[field]
    : undefined;
}

function auditOf(procedure: unknown): unknown {
  const meta = definitionField(procedure, 'meta');
  return typeof meta === 'object' && meta !== null && 'audit' in meta ? meta.audit : undefined;
}

// tRPC keeps the procedures flattened by dotted path at run time, though its types describe
// the nested record.
const flattened: Record<string, unknown> = appRouter._def.procedures;

/**
 * Every procedure of the app's router (the mail delivery ones included), read from the router
 * itself; a kind these tests do not cover stops them.
 */
export const routerProcedures: RouterProcedure[] = Object.entries(flattened).map(
  ([path, procedure]) => {
    const type = definitionField(procedure, 'type');
    if (type !== 'query' && type !== 'mutation') {
      throw new Error(`${path}: ${String(type)} is not covered`);
    }
    return {
      path,
      type,
      audit: auditOf(procedure),
      output: definitionField(procedure, 'output'),
    };
  },
);
