import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { tokenSchema } from '@hearth/api/contracts/auth.schema';
import { RETURN_PATH_PARAM, safeReturnPath } from '@hearth/api/contracts/return-path';
import { useSession } from '../SessionContext';
import { flashToast } from '../../../lib/flash-toast';
import { pageTitle, useDocumentTitle } from '../../../lib/page-title';
import { useAuthDialog } from '../AuthDialog/AuthDialogContext';
import { AuthRestError, postSignIn } from '../auth-rest';
import { MagicLinkView, type MagicLinkState } from './MagicLinkView';

const INVALID_LINK = msg`This sign-in link is invalid or has expired. Please request a new one.`;
/** Answers that refuse the token itself: trying the same link again cannot help. */
const TOKEN_REFUSED = new Set(['INVALID_TOKEN', 'VALIDATION_FAILED']);

/**
 * /magic-link?token=…&next=…: the user's click on Continue POSTs /api/auth/magic-link, then the session lands on the
 * page the link was asked from (`next`, a path of this site: anything else is ignored) or the role's home.
 */
export default function MagicLinkContainer() {
  const [params] = useSearchParams();
  const { t, i18n } = useLingui();
  const token = params.get('token') ?? '';
  const returnTo = safeReturnPath(params.get(RETURN_PATH_PARAM));
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  const [state, setState] = useState<MagicLinkState>(token ? { status: 'ready' } : { status: 'missingToken' });
  useDocumentTitle(pageTitle(t`Sign In`));

  const onContinue = async () => {
    if (!tokenSchema.safeParse({ token }).success) return setState({ status: 'failed', message: i18n._(INVALID_LINK), canRetry: false });
    setState({ status: 'signingIn' });
    try {
      const user = await postSignIn('/api/auth/magic-link', { token }, t`Login failed. Please try again.`);
      flashToast({ title: t`Login successful!`, variant: 'success' });
      // Stays 'signingIn' while the page reloads, so a second click cannot fire.
      session.signedIn(user, returnTo);
    } catch (error) {
      const refused = error instanceof AuthRestError && error.code !== undefined && TOKEN_REFUSED.has(error.code);
      setState({ status: 'failed', message: error instanceof Error ? error.message : i18n._(INVALID_LINK), canRetry: !refused });
    }
  };

  return <MagicLinkView state={state} onContinue={onContinue} onRequestNewLink={() => openAuthDialog('signIn')} />;
}
