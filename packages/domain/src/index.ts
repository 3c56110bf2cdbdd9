export * from './admin.ts';
export * from './career.ts';
export * from './career-positions.ts';
export * from './contact.ts';
export * from './issues.ts';
export * from './leads.ts';
export { submissionKeyMessage } from './fields.ts';
