import { readdir, readFile } from 'node:fs/promises';
import { expect, it, vi } from 'vitest';

it('parses without generating code, which a Content Security Policy without unsafe-eval refuses', async () => {
  const functionConstructor = vi.spyOn(globalThis, 'Function');
  const { contactFormSchema, contactSubmissionSchema } = await import('./index.ts');

  const parsed = contactSubmissionSchema.safeParse({
    name: 'Liam Carter',
    email: 'liam@example.com',
    contact: '0491 570 110',
  });

  expect(parsed.success).toBe(true);
  // The page's rules are built with zod/mini, which has the same setting of its own.
  expect(
    contactFormSchema.safeParse({ name: 'Liam', email: 'liam@example.com', contact: '04915' })
      .success,
  ).toBe(true);
  expect(functionConstructor).not.toHaveBeenCalled();
});

it('builds every schema with the configured zod, so no module can skip the setting', async () => {
  const sourceFiles = (await readdir(import.meta.dirname)).filter(
    (name) =>
      name.endsWith('.ts') &&
      !name.endsWith('.test.ts') &&
      name !== 'zod-config.ts' &&
      name !== 'zod-mini-config.ts',
  );
  const modulesImportingZodDirectly: string[] = [];
  for (const name of sourceFiles) {
    const source = await readFile(`${import.meta.dirname}/${name}`, 'utf8');
    if (/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+['"]zod(?:\/[^'"]*)?['"]/m.test(source)) {
      modulesImportingZodDirectly.push(name);
    }
  }
  expect(sourceFiles.length).toBeGreaterThan(3);
  expect(modulesImportingZodDirectly).toEqual([]);
});
