export * from './enums.js';
export * from './constants.js';
export * from './error-codes.js';
export * from './auth.schema.js';
export * from './profile.schema.js';
