import { readFileSync } from 'node:fs';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The list ships beside this module (common-passwords.txt says where it came from); it is read
 * once, on the first check, so a process that never sets a password never loads it.
 */
function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords;
}

/** Whether the password is one of the shipped common ones, in any case. */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}
