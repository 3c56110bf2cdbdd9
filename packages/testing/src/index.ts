export { freePort } from '@app/db/free-port';
export { benchmarksPage, writeBenchmarkSection } from './benchmarks-page.ts';
export { chromiumExecutablePath, chromiumFlags, launchChromium } from './chromium.ts';
export { createCleanups, type Cleanups } from './cleanups.ts';
export {
  createInboundRecorder,
  imapServerCredentials,
  startImapServer,
  testReply,
  type ImapServer,
  type InboundRecorder,
} from './imap-server.ts';
export {
  repositoryRoot,
  startServerProcess,
  type ServerExit,
  type ServerProcess,
  type StartServerOptions,
} from './server-process.ts';
export {
  smtpSinkCredentials,
  startSilentSmtpServer,
  startSmtpSink,
  type ReceivedMail,
  type SilentSmtpServer,
  type SmtpSink,
} from './smtp-sink.ts';
export {
  inboundSignature,
  rawMail,
  type RawMailAttachment,
  type RawMailOptions,
} from './raw-mail.ts';
