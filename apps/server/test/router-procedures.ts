import { appRouter } from '@app/api';

export interface RouterProcedure {
  /** Dotted, as clients call it: `leads.markWon`. */
  path: string;
  type: 'query' | 'mutation';
}

/** A procedure is a function that carries its definition. */
function procedureType(procedure: unknown): unknown {
  if (typeof procedure !== 'function' || !('_def' in procedure)) return undefined;
  const definition = procedure._def;
  return typeof definition === 'object' && definition !== null && 'type' in definition
    ? definition.type
    : undefined;
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
    const type = procedureType(procedure);
    if (type !== 'query' && type !== 'mutation') {
      throw new Error(`${path}: ${String(type)} is not covered`);
    }
    return { path, type };
  },
);
