import { Button } from '@hearth/design-system';
import { layout } from '../../common';

export interface EmailVerificationNoticeProps {
  email: string;
  sending: boolean;
  /** What the last resend answered (sent, or why not); announced politely. */
  result: string | null;
  onResend: () => void;
}

/** Tells an unverified account why lease invitations do not show yet, and sends a new link on request. */
export function EmailVerificationNotice({ email, sending, result, onResend }: EmailVerificationNoticeProps) {
  return (
    <section className={layout.panel} aria-labelledby="verify-email-notice">
      <div className={layout.row}>
        <div className={layout.rowMain}>
          <h2 id="verify-email-notice" className={layout.rowTitle}>
            Confirm your email address
          </h2>
          <p className={layout.muted}>
            Leases sent to {email} appear here once you confirm that address. Open the link we emailed you, or send a new one.
          </p>
          <p className={layout.muted} role="status">
            {result}
          </p>
        </div>
        <div className={layout.actions}>
          <Button variant="outline" onPress={onResend} isPending={sending} pendingLabel="Sending...">
            Resend verification email
          </Button>
        </div>
      </div>
    </section>
  );
}
