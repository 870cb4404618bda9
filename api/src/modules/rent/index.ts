// The rent module's face: payments a landlord records on a lease, the ledger, receipts, statements and Québec's RL-31.

export { DepositInterestNotice, QuebecDwellingNumber, RentPayment } from './rent-payment.entity.js';
export { RentService } from './rent.service.js';
export { RentResolver } from './rent.resolver.js';
export { rentRoutes } from './rent.rest.js';
export { buildLedger, type Ledger, type LedgerPeriod } from './rent-ledger.js';
export { DepositInterestNotices, DEPOSIT_INTEREST_QUEUE } from './deposit-interest-notices.js';
