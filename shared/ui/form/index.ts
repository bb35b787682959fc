export * from './field';
export * from './issues';
export * from './use-form';
export * from './changed-fields';
export * from './focus-first-field';
