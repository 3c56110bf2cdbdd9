import { describe, expect, it } from 'vitest';
import {
  adminCreateInputSchema,
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
    });
    for (const email of ['', 'not an address', 'a@b', 42]) {
      expect(messages(adminCreateInputSchema.safeParse({ email }))).toEqual([
        invalidAdminEmailMessage,
      ]);
    }
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
