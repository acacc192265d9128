// Every table, by domain. Add one export line per schema file.
export * from './auth.ts';
export * from './outbox.ts';
export * from './profiles.ts';
