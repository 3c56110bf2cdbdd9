import { z } from 'zod';

// Where it may, zod compiles object parsers with `new Function`, and it finds out by trying once.
// The site's Content Security Policy has no 'unsafe-eval', so browsers report that attempt as a
// violation even though zod catches it. The schemas parse fast enough without compiled code.
// zod reads the setting when a schema is built, so every schema module takes `z` from here.
// package.json lists this module as the package's one side effect: a bundler would otherwise
// resolve `z` straight to zod and drop the setting.
z.config({ jitless: true });

export { z };
