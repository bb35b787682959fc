export * from './i18n';
export * from './locale-choice';
