export * from './fake-api';
export * from './render-page';
