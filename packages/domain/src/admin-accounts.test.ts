import { describe, expect, it } from 'vitest';
import {
  adminCreateInputSchema,
  adminDisplayNameInvalidMessage,
  adminDisplayNameTooLongMessage,
  adminNameInputSchema,
  auditListInputSchema,
  invalidAdminEmailMessage,
  passwordChangeInputSchema,
} from './admin-accounts.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('admin account inputs', () => {
  it('take a new admin by a real e-mail address, in its one normalised form', () => {
    expect(adminCreateInputSchema.parse({ email: '  New@Example.COM ' })).toEqual({
      email: 'new@example.com',
      displayName: null,
    });
    for (const email of ['', 'not an address', 'a@b', 42]) {
      expect(messages(adminCreateInputSchema.safeParse({ email }))).toEqual([
        invalidAdminEmailMessage,
      ]);
    }
  });

  it('take a display name trimmed, of 1 to 80 characters, blank meaning none', () => {
    const name = (displayName: unknown) => adminNameInputSchema.safeParse({ displayName });
    expect(name('  Lê "Annie" Nguyễn, Sales ').data).toEqual({
      displayName: 'Lê "Annie" Nguyễn, Sales',
    });
    // Typed with a combining accent, stored composed, so it counts as one character.
    expect(name('Le\u0302').data).toEqual({ displayName: 'Lê' });
    expect(name('ệ'.repeat(80)).success).toBe(true);
    for (const none of ['', '   ', null, undefined]) {
      expect(name(none).data).toEqual({ displayName: null });
    }
    expect(
      adminCreateInputSchema.parse({ email: 'a@example.com', displayName: ' Ann ' }),
    ).toMatchObject({ displayName: 'Ann' });
  });

  it('refuse a display name that is too long, or breaks or hides the From header', () => {
    const problems = (displayName: unknown) =>
      messages(adminNameInputSchema.safeParse({ displayName }));
    expect(problems('a'.repeat(81))).toEqual([adminDisplayNameTooLongMessage]);
    for (const hostile of [
      'Ann\r\nBcc: all@example.com',
      'Ann\nSmith',
      'Ann\tSmith',
      'Ann\u0000',
      'Ann\u0085Smith',
      'Ann\u2028Smith',
      'moc.elpmaxe@nna\u202E',
      'Ann\uD800',
    ]) {
      expect(problems(hostile)).toEqual([adminDisplayNameInvalidMessage]);
    }
    expect(problems(42)).toEqual(['The name must be text']);
  });

  it('keep passwords exactly as typed, spaces included', () => {
    expect(
      passwordChangeInputSchema.parse({ currentPassword: ' old ', newPassword: ' new one ' }),
    ).toEqual({ currentPassword: ' old ', newPassword: ' new one ' });
    expect(
      messages(passwordChangeInputSchema.safeParse({ currentPassword: '', newPassword: '' })),
    ).toEqual(['Please enter your current password', 'Please enter a new password']);
  });

  it('page the audit log 50 rows at a time by default, by known actions only', () => {
    expect(auditListInputSchema.parse({})).toEqual({ limit: 50 });
    expect(auditListInputSchema.parse({ action: 'crm.export', adminId: 3 })).toMatchObject({
      action: 'crm.export',
      adminId: 3,
    });
    expect(messages(auditListInputSchema.safeParse({ action: 'drop table' }))).toEqual([
      'Unknown audit action',
    ]);
    expect(messages(auditListInputSchema.safeParse({ limit: 101 }))).toEqual([
      'Limit must be a whole number from 1 to 100',
    ]);
  });
});
