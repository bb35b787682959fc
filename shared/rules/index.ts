/** The validation rules of spec 000 §5 and 001 §5, shared by forms and server. */
export * from './text';
export * from './email';
export * from './phone';
export * from './birthday';
export * from './custody';
export * from './names';
export * from './date-picker';
export * from './address';
export * from './iban';
export * from './bic';
export * from './payment';
export * from './contact';
export * from './person';
export * from './url';
export * from './location';
export * from './stop';
