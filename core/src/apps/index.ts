export * from './ids';
export * from './definition';
export * from './builtin-manifests';
export * from './request';
export * from './oauth';
export * from './lookup';
export * from './jinshuju';
