export * from './fake-api';
export * from './page-test';
export * from './render-page';
