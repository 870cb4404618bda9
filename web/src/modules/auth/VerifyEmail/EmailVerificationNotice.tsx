import { Button } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <section className={layout.panel} aria-labelledby="verify-email-notice">
      <div className={layout.row}>
        <div className={layout.rowMain}>
          <h2 id="verify-email-notice" className={layout.rowTitle}>
            <Trans>Confirm your email address</Trans>
          </h2>
          <p className={layout.muted}>
            <Trans>Leases sent to {email} appear here once you confirm that address. Open the link we emailed you, or send a new one.</Trans>
          </p>
          <p className={layout.muted} role="status">
            {result}
          </p>
        </div>
        <div className={layout.actions}>
          <Button variant="outline" onPress={onResend} isPending={sending} pendingLabel={t`Sending...`}>
            <Trans>Resend verification email</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
