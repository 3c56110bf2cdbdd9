export * from './admin.ts';
export * from './career.ts';
export * from './career-positions.ts';
export * from './contact.ts';
export * from './issues.ts';
export * from './known-device.ts';
export * from './lead-state-machine.ts';
export * from './leads.ts';
export { submissionKeyMessage } from './fields.ts';
