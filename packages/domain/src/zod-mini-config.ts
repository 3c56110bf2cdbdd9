import * as z from 'zod/mini';

// The same setting as zod-config.ts, for the schemas of the public forms, which the pages carry:
// built with zod/mini they weigh a quarter of what the full zod API costs a page. package.json
// lists this module as a side effect for the same reason as zod-config.ts.
z.config({ jitless: true });

export { z };
