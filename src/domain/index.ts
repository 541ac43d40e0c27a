// Public surface of the domain layer: web and server import from 'src/domain' only.
export * from './money';
export * from './dates';
export * from './flags';
export * from './distance';
export * from './roles';
export * from './units';
export * from './prices';
export * from './format';
export * from './stock';
export * from './cart';
export * from './cart-storage';
export * from './promotion-types';
export * from './promotion-status';
export * from './promotion-validate';
export * from './promotion-apply';
