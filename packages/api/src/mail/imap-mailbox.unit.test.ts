import { describe, expect, it } from 'vitest';
import { imapMailboxName, parseImapUrl } from './imap-mailbox.ts';

describe('the mailbox of IMAP_URL', () => {
  it('is named by user, host and folder, never the password, whatever the port and TLS', () => {
    const names = [
      'imaps://replies%40example.com:s3cr3t@Mail.Example.com/INBOX',
      'imap://replies%40example.com:other@mail.example.com:1143/',
    ].map((url) => imapMailboxName(parseImapUrl(url)));
    expect(names).toEqual([
      'replies@example.com@mail.example.com/INBOX',
      'replies@example.com@mail.example.com/INBOX',
    ]);
    expect(imapMailboxName(parseImapUrl('imap://replies:s3cr3t@[::1]:143/Archive/2026'))).toBe(
      'replies@[::1]/Archive/2026',
    );
  });
});
