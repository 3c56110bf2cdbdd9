import { expect, it, vi } from 'vitest';

it('parses without generating code, which a Content Security Policy without unsafe-eval refuses', async () => {
  const functionConstructor = vi.spyOn(globalThis, 'Function');
  const { contactSubmissionSchema } = await import('./index.ts');

  const parsed = contactSubmissionSchema.safeParse({
    name: 'Liam Carter',
    email: 'liam@example.com',
    contact: '0491 570 110',
  });

  expect(parsed.success).toBe(true);
  expect(functionConstructor).not.toHaveBeenCalled();
});
