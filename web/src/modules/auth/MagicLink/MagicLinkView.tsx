import { AlertIcon, Button, ButtonLink, ShieldCheckIcon } from '@hearth/design-system';
import { MAGIC_LINK_TTL_MINUTES } from '@hearth/api/contracts/sign-in';
import { useLingui } from '@lingui/react/macro';
import { StatePanel } from '../../common/StatePanel';

export type MagicLinkState =
  | { status: 'ready' }
  | { status: 'signingIn' }
  /** `canRetry`: the link may still be good (network or server trouble); otherwise it was refused for good. */
  | { status: 'failed'; message: string; canRetry: boolean }
  | { status: 'missingToken' };

export interface MagicLinkViewProps {
  state: MagicLinkState;
  onContinue: () => void;
  /** Opens the sign-in dialog, where leaving the password out emails a new link. */
  onRequestNewLink: () => void;
}

/**
 * The page an emailed sign-in link opens. Nothing happens on load: mail scanners and link previewers open links
 * too, and the single-use token must be spent only by the user's own click.
 */
export function MagicLinkView({ state, onContinue, onRequestNewLink }: MagicLinkViewProps) {
  const { t } = useLingui();
  const minutes = MAGIC_LINK_TTL_MINUTES;
  const failed = state.status === 'failed' ? state : null;
  const linkUsable = state.status === 'ready' || state.status === 'signingIn';
  const linkDead = state.status === 'missingToken' || (failed !== null && !failed.canRetry);
  // One primary button whatever the state: it keeps keyboard focus (and react-aria's pending announcement its label)
  // when a failed sign-in changes what it does.
  const primary = linkDead
    ? { label: t`Request a new link`, onPress: onRequestNewLink }
    : { label: failed ? t`Try again` : t`Continue`, onPress: onContinue };

  return (
    <StatePanel
      icon={linkUsable ? <ShieldCheckIcon size={28} /> : <AlertIcon size={28} />}
      title={t`Sign in to Hearth`}
      actions={
        <>
          <Button size="lg" onPress={primary.onPress} isPending={state.status === 'signingIn'} pendingLabel={t`Signing In...`}>
            {primary.label}
          </Button>
          {failed?.canRetry ? (
            <Button size="lg" variant="outline" onPress={onRequestNewLink}>
              {t`Request a new link`}
            </Button>
          ) : null}
          {linkUsable ? null : (
            <ButtonLink size="lg" variant="ghost" href="/">
              {t`Back to Browse Properties`}
            </ButtonLink>
          )}
        </>
      }
    >
      {failed ? (
        <span role="alert">{failed.message}</span>
      ) : state.status === 'missingToken' ? (
        t`This sign-in link is incomplete. Open the link from your email again, or request a new one.`
      ) : (
        t`Continue to sign in with the link from your email. It works once and expires ${minutes} minutes after it was sent.`
      )}
    </StatePanel>
  );
}
