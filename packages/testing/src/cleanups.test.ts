import { describe, expect, it } from 'vitest';
import { createCleanups } from './cleanups.ts';

describe('createCleanups', () => {
  it('runs the cleanups in the reverse order of their registration, once', async () => {
    const cleanups = createCleanups();
    const ran: string[] = [];
    cleanups.add(() => Promise.resolve(ran.push('database')));
    cleanups.add(() => Promise.resolve(ran.push('server')));

    await cleanups.run();
    await cleanups.run();

    expect(ran).toEqual(['server', 'database']);
  });
});
