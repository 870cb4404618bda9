/**
 * Facts about the HTTP request that auth needs beyond the body. Its own file: the sign-in and the email
 * verification services both take it, and neither imports the other for it.
 */
export interface AuthRequestMeta {
  ip: string;
  userAgent?: string;
  /** The caller's current session cookie, destroyed when a new session starts (rotation). */
  previousSession?: string;
}
