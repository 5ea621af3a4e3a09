export * from './metrics';
export * from './tracing';
export * from './http';
export * from './store';
export * from './runtime';
