export * from './field';
export * from './field-lines';
export * from './issues';
export * from './use-form';
export * from './changed-fields';
export * from './focus-first-field';
