export * from './define-widget';
export * from './widget-attributes';
export * from './widget-host';
export * from './widget-session';
