// Error codes shared by services (DomainError), GraphQL (extensions.code) and REST ({code, message}).
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
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
  ALREADY_SAVED: 409,
  LEASE_OVERLAP: 409,
  VIEWING_ALREADY_REQUESTED: 409,
  LEASE_NOT_PENDING: 409,
  /** Viewings (issue 15): the slot has no free place, the tenant already holds one, slots overlap, notice too short. */
  SLOT_FULL: 409,
  VIEWING_ALREADY_BOOKED: 409,
  VIEWING_SLOT_OVERLAP: 409,
  VIEWING_NOT_BOOKABLE: 409,
  VIEWING_ALREADY_CANCELLED: 409,
  NOTICE_PERIOD: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  MAGIC_LINK_SENT: 202,
  /** The file store (a Kubo node or pinning service) failed or refused: an upstream failure, not the client's. */
  STORAGE_UNAVAILABLE: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
