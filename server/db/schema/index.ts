export * from './account';
export * from './cart';
export * from './catalog';
export * from './content';
export * from './orders';
export * from './cacheVersions';
