export * from './mood-dialog';
export * from './theme-buttons';
export * from './theme-store';
export * from './theme-switcher-dialog';
export * from './themes';
