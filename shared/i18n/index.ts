export * from './catalog-names';
export * from './i18n';
export * from './locale-choice';
export type { MessageId } from './message-id';
