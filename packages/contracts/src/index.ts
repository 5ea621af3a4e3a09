export * from './events';
export * from './api/common';
export * from './api/auth';
export * from './api/game';
export * from './api/council';
export * from './api/api-keys';
export * from './api/analytics';
export * from './http-client';
