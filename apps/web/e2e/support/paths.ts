import path from 'node:path';

const webAppDir = path.resolve(import.meta.dirname, '../..');

export const repositoryRoot = path.resolve(webAppDir, '../..');
export const webDistDir = path.join(webAppDir, 'dist');
