export * from './capabilities';
export * from './guard-route';
export * from './has-role';
export * from './index-redirect';
export * from './open-paths';
export * from './paths';
export * from './route-roles';
export * from './side-menu';
