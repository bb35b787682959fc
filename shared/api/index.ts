export * from './api-error';
export * from './auth';
export * from './client';
export * from './config';
export * from './register';
export * from './customer';
export * from './person';
