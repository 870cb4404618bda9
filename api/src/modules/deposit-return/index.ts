// The deposit-return module's face: what the composition root may use of it.

export { DepositReturn } from './deposit-return.entity.js';
export { DepositReturnNotices } from './deposit-return.notices.js';
export { DepositReturnService, type SignedMoveInReport } from './deposit-return.service.js';
export { DepositReturnResolver } from './deposit-return.resolver.js';
export { depositReturnRoutes } from './deposit-return.rest.js';
