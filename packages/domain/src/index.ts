import './zod-config.ts';

export * from './admin.ts';
export * from './career.ts';
export * from './contact.ts';
export * from './issues.ts';
export * from './leads.ts';
