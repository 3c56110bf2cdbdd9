import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { repositoryRoot } from './server-process.ts';

/** The page every benchmark script reports to. */
export const benchmarksPage = path.join(repositoryRoot, 'docs/benchmarks.md');

/**
 * Puts `section` (a Markdown text starting with `heading`, a level-two heading) in place of the
 * benchmarks page's section of that heading, or at the end when it has none yet, and leaves every
 * other section as it was. The page is written in the repository's Prettier style, since CI
 * checks the formatting of every file and a freshly written table would otherwise fail it.
 */
export async function writeBenchmarkSection(
  heading: string,
  section: string,
  file = benchmarksPage,
): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const lines = current.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  let page: string;
  if (start === -1) {
    page = `${current.trimEnd()}\n\n${section}`;
  } else {
    const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
    const before = lines.slice(0, start).join('\n').trimEnd();
    const after = next === -1 ? '' : `\n\n${lines.slice(next).join('\n')}`;
    page = `${before}\n\n${section.trimEnd()}${after}`;
  }
  const options = await resolveConfig(file);
  await writeFile(file, await format(page, { ...options, filepath: file }));
}
