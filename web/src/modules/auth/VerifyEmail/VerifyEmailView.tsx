import { AlertIcon, Button, ShieldCheckIcon } from '@hearth/design-system';
import { EMAIL_VERIFICATION_TTL_HOURS } from '@hearth/api/contracts/sign-in';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatePanel } from '../../common/StatePanel';

export type VerifyEmailState =
  | { status: 'ready' }
  | { status: 'verifying' }
  | { status: 'verified'; message: string }
  /** `canRetry`: the link may still be good (network or server trouble); otherwise it was refused for good. */
  | { status: 'failed'; message: string; canRetry: boolean }
  | { status: 'missingToken' };

export interface VerifyEmailViewProps {
  state: VerifyEmailState;
  /** Whether someone is signed in in this browser: decides where the page sends them next. */
  signedIn: boolean;
  /** The link names the page the person signed up from: the way out goes back there. */
  returning?: boolean;
  onConfirm: () => void;
  /** Leaves the page: back to where the person signed up, else to the dashboard when signed in, else to Browse Properties. */
  onDone: () => void;
}

/**
 * The page an emailed verification link opens. Nothing happens on load: mail scanners and link previewers open
 * links too, and the single-use token must be spent only by the user's own click.
 */
export function VerifyEmailView({ state, signedIn, returning = false, onConfirm, onDone }: VerifyEmailViewProps) {
  const { t } = useLingui();
  const hours = EMAIL_VERIFICATION_TTL_HOURS;
  const failed = state.status === 'failed' ? state : null;
  const finished = state.status === 'verified' || state.status === 'missingToken' || (failed !== null && !failed.canRetry);
  // One button whatever the state: it keeps keyboard focus (and react-aria's pending announcement its label).
  const primary = finished
    ? { label: returning ? t`Continue where you left off` : signedIn ? t`Go to Dashboard` : t`Browse Properties`, onPress: onDone }
    : { label: failed ? t`Try again` : t`Confirm email address`, onPress: onConfirm };

  return (
    <StatePanel
      icon={failed || state.status === 'missingToken' ? <AlertIcon size={28} /> : <ShieldCheckIcon size={28} />}
      title={t`Confirm your email address`}
      actions={
        <Button size="lg" onPress={primary.onPress} isPending={state.status === 'verifying'} pendingLabel={t`Confirming...`}>
          {primary.label}
        </Button>
      }
    >
      {state.status === 'verified' ? (
        <span role="status">
          {state.message} <Trans>Lease invitations sent to this address now appear in My Leases.</Trans>
        </span>
      ) : failed ? (
        <span role="alert">
          {failed.message}
          {failed.canRetry ? null : ` ${t`Sign in and open My Leases on your dashboard to send a new link.`}`}
        </span>
      ) : state.status === 'missingToken' ? (
        t`This verification link is incomplete. Open the link from your email again.`
      ) : (
        t`Confirm that this email address is yours. The link works once and expires ${hours} hours after it was sent.`
      )}
    </StatePanel>
  );
}
