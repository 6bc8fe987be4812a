export * from './auth';
export * from './profiles';
export * from './network';
export * from './catalog';
export * from './orders';
export * from './sales';
export * from './system';
export * from './notifications';
