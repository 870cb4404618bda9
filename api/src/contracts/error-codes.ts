// Error codes shared by services (DomainError), GraphQL (extensions.code) and REST ({code, message}).
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  /** Applying without the explicit consent to share the rental profile (docs/product.md#rental-applications). */
  CONSENT_REQUIRED: 400,
  /** A Social Insurance Number (a field named like one, or a SIN-shaped number in free text): never accepted. */
  SIN_NOT_ACCEPTED: 400,
  /** A deposit kind the listing's province forbids, or deposits above its limit (provincial-deposit-rules.ts). */
  DEPOSIT_NOT_ALLOWED: 400,
  DEPOSIT_TOO_HIGH: 400,
  /** A rent increase the province's rules refuse (contracts/rent-increase-rules.ts); the message names the rule and the earliest lawful date or highest lawful rent. */
  RENT_INCREASE_TOO_SOON: 400,
  RENT_INCREASE_NOTICE_TOO_SHORT: 400,
  RENT_INCREASE_ABOVE_GUIDELINE: 400,
  /** No cap is known for the year the increase takes effect: refused, never guessed. */
  GUIDELINE_NOT_PUBLISHED: 400,
  /** A lease signature whose typed name is not the signer's name on the lease (case and extra spaces ignored). */
  SIGNATURE_NAME_MISMATCH: 400,
  /** Entry notices (docs/entry-notices.md): the province's rule refuses the time; the message names the rule and the earliest lawful time. */
  ENTRY_NOTICE_TOO_SHORT: 400,
  ENTRY_NOTICE_TOO_EARLY: 400,
  ENTRY_OUTSIDE_HOURS: 400,
  ENTRY_DAY_EXCLUDED: 400,
  ENTRY_TOO_LONG: 400,
  /** POST /api/verify with a file that does not start with `%PDF-`. */
  NOT_A_PDF: 400,
  /** The deposit's return (deposit-return-rules.ts): deductions above what is held, or a damage deduction the province forbids without a signed move-in report. */
  DEDUCTIONS_EXCEED_DEPOSIT: 400,
  MOVE_IN_REPORT_REQUIRED: 400,
  /** Listing text with wording the human-rights commissions name as discriminatory (discriminatory-wording.ts); `findings` lists each. */
  DISCRIMINATORY_TEXT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 400,
  FORBIDDEN: 403,
  ROLE_MISMATCH: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  USER_EXISTS: 409,
  CONFLICT: 409,
  /** Writing in the conversation of a deleted listing: it stays readable, not writable. */
  LISTING_REMOVED: 409,
  ALREADY_SAVED: 409,
  LEASE_OVERLAP: 409,
  VIEWING_ALREADY_REQUESTED: 409,
  LEASE_NOT_PENDING: 409,
  /** Viewings (docs/product.md#viewings): the slot has no free place, the tenant already holds one, slots overlap, notice too short. */
  SLOT_FULL: 409,
  VIEWING_ALREADY_BOOKED: 409,
  VIEWING_SLOT_OVERLAP: 409,
  VIEWING_NOT_BOOKABLE: 409,
  VIEWING_ALREADY_CANCELLED: 409,
  NOTICE_PERIOD: 409,
  /** A viewing request already accepted, answered with slots or declined: it is answered once. */
  VIEWING_REQUEST_ANSWERED: 409,
  /** A viewing request with a booked time, declined or already withdrawn: only a pending or slots-offered one is withdrawn. */
  VIEWING_REQUEST_NOT_WITHDRAWABLE: 409,
  /** Repair requests (docs/product.md#repair-requests): a move the status machine (repair.schema.ts) does not allow from the current status. */
  REPAIR_STATUS_MOVE_NOT_ALLOWED: 409,
  /** A status the caller's side never sets (a tenant acknowledging, a landlord closing). */
  REPAIR_STATUS_NOT_YOURS: 403,
  /** Filing on a lease not yet accepted, or more than 30 days after its end. */
  REPAIR_LEASE_NOT_ACTIVE: 403,
  /** A renewal needs an active lease with an end date. */
  LEASE_NOT_RENEWABLE: 409,
  /** A rent increase needs an active lease. */
  LEASE_NOT_ACTIVE: 409,
  /** Only a Québec notice is answered, once, within its month. */
  RENT_INCREASE_NOT_ANSWERABLE: 409,
  /** The party already signed this lease. */
  ALREADY_SIGNED: 409,
  /** Only a pending or active lease is signed (not a draft, nor a declined, withdrawn or ended one). */
  LEASE_NOT_SIGNABLE: 409,
  /** The signed copy exists only once both parties signed. */
  LEASE_NOT_SIGNED: 409,
  /** The deposit's return: one statement per lease, for a lease active or ended, holding a deposit. */
  DEPOSIT_ALREADY_RETURNED: 409,
  LEASE_NOT_IN_FORCE: 409,
  NO_DEPOSIT_HELD: 409,
  /** Inspections (docs/inspections.md): one report of each kind per lease. */
  INSPECTION_EXISTS: 409,
  /** A move-in report needs a pending or active lease; a move-out report an active or ended one. */
  LEASE_NOT_INSPECTABLE: 409,
  /** Outside the province's window for the report (Alberta: within a week of the move-in or move-out day). */
  INSPECTION_OUT_OF_WINDOW: 409,
  /** The signed copy of an inspection report exists only once both parties signed. */
  INSPECTION_NOT_SIGNED: 409,
  /** A move-out report is compared with the signed move-in report: it is signed once that one is. */
  MOVE_IN_REPORT_NOT_SIGNED: 409,
  /** Rent ledger (docs/rent-ledger.md): a payment on a lease that is not in force (nor ended), or dated before the tenancy. */
  PAYMENT_OUTSIDE_TENANCY: 400,
  /** RL-31: only for a Québec lease, once its landlord entered Revenu Québec's dwelling number, in force on December 31. */
  NOT_A_QUEBEC_LEASE: 409,
  DWELLING_NUMBER_MISSING: 409,
  RL31_NOT_IN_FORCE: 409,
  /** One open application per tenant and listing. */
  APPLICATION_EXISTS: 409,
  /** The decision or withdrawal is not a move the application's status allows (it is final, say). */
  APPLICATION_CLOSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A path segment over the router's length limit (Fastify's `maxParamLength`, 100 characters). */
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  /** The request line and headers (the URL, cookies) over Node's 16 KB: refused before Fastify reads the request. */
  HEADERS_TOO_LARGE: 431,
  MAGIC_LINK_SENT: 202,
  /** The file store (a Kubo node or pinning service) failed or refused: an upstream failure, not the client's. */
  STORAGE_UNAVAILABLE: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
