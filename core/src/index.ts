export * from './errors';
export * from './constants';
export * from './title';
export * from './required';
export * from './ids';
export * from './plans';
export * from './apps';
export * from './pipeline/content';
