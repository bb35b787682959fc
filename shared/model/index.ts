export * from './auth';
export * from './config';
export * from './enums';
export * from './errors';
export * from './features';
export * from './limits';
export * from './event';
export * from './booking';
