// Test helpers for services and packages (import from '@ai-council/service-kit/testing').
export { createBusProbe, waitFor, type BusProbe } from './bus-probe';
export * from './published-events';
export * from './serve-as-player';
export * from './api-routes';
export * from './test-store';
export * from './metrics-text';
export * from './user-tokens';
export * from './otlp-collector';
export * from './broker-cleanup';
