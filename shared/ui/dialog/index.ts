export * from './parts';
export * from './dialog';
export * from './confirm-dialog';
export * from './record-dialog';
export * from './record-tabs';
export * from './stale-notice';
export * from './record-loading-dialog';
