import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBenchmarkSection } from './benchmarks-page.ts';
import { repositoryRoot } from './server-process.ts';

/** Inside the repository, so that its Prettier configuration applies as it does to the real page. */
const page = path.join(repositoryRoot, 'docs', `benchmarks-test-${String(process.pid)}.md`);

describe('writeBenchmarkSection', () => {
  afterEach(async () => {
    await rm(page, { force: true });
  });

  it('replaces only its own section and leaves the page in Prettier style', async () => {
    await writeFile(
      page,
      '# Benchmarks\n\n## First\n\nkept\n\n## Measured\n\nold figures\n\n## Last\n\nalso kept\n',
    );
    await writeBenchmarkSection(
      '## Measured',
      '## Measured\n\n| A | B |\n|---|---|\n| 1 | 22 |\n',
      page,
    );

    const written = await readFile(page, 'utf8');
    expect(written).toBe(
      '# Benchmarks\n\n## First\n\nkept\n\n## Measured\n\n| A   | B   |\n| --- | --- |\n| 1   | 22  |\n\n## Last\n\nalso kept\n',
    );
    const options = await resolveConfig(page);
    expect(await check(written, { ...options, filepath: page })).toBe(true);
  });

  it('adds a section the page does not have yet at its end', async () => {
    await writeFile(page, '# Benchmarks\n\n## First\n\nkept\n');
    await writeBenchmarkSection('## New', '## New\n\nfigures\n', page);
    expect(await readFile(page, 'utf8')).toBe(
      '# Benchmarks\n\n## First\n\nkept\n\n## New\n\nfigures\n',
    );
  });
});
