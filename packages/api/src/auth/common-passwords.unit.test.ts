import { describe, expect, it } from 'vitest';
import {
  adminPasswordProblem,
  adminPasswordTooCommonMessage,
  adminPasswordTooShortMessage,
} from '../services/admin-accounts.ts';
import { isCommonPassword } from './common-passwords.ts';

describe('the common passwords shipped with the project', () => {
  it('are found in any case, and a passphrase of ordinary words is not among them', () => {
    expect(isCommonPassword('qwerty123456')).toBe(true);
    expect(isCommonPassword('1QAZ2WSX3EDC')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });

  it('never take the file header for a password', () => {
    expect(
      isCommonPassword(
        '# Common passwords an admin may not choose (compared without case), most common first.',
      ),
    ).toBe(false);
  });
});

describe('adminPasswordProblem', () => {
  it('names the first rule a password breaks: length, then the common list', () => {
    expect(adminPasswordProblem('short')).toBe(adminPasswordTooShortMessage);
    expect(adminPasswordProblem('Qwerty123456')).toBe(adminPasswordTooCommonMessage);
    expect(adminPasswordProblem('a long and private passphrase')).toBeUndefined();
  });
});
