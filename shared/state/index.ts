export * from './config';
export * from './cookies';
export * from './features';
export * from './locale';
export * from './private-state';
export * from './session';
export * from './signals';
export * from './snackbar';
