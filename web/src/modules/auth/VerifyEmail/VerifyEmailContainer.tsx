import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { tokenSchema } from '@hearth/api/contracts/auth.schema';
import { RETURN_PATH_PARAM, safeReturnPath } from '@hearth/api/contracts/return-path';
import { useSession } from '../SessionContext';
import { useVerifyEmailMutation } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../lib/graphql-error';
import { pageTitle, useDocumentTitle } from '../../../lib/page-title';
import { VerifyEmailView, type VerifyEmailState } from './VerifyEmailView';

const INVALID_LINK = msg`This verification link is invalid or has expired. Please request a new one.`;
/** Answers that refuse the token itself: trying the same link again cannot help. */
const TOKEN_REFUSED = new Set(['INVALID_TOKEN', 'VALIDATION_FAILED', 'BAD_USER_INPUT']);

/** /verify-email?token=…: the user's click on Confirm sends verifyEmail; signed in or not, the address is then verified. */
export default function VerifyEmailContainer() {
  const [params] = useSearchParams();
  const { t, i18n } = useLingui();
  const token = params.get('token') ?? '';
  // The page the person signed up from, when the link names one of this site (anything else is ignored).
  const returnTo = safeReturnPath(params.get(RETURN_PATH_PARAM));
  const session = useSession();
  const navigate = useNavigate();
  const [verifyEmail] = useVerifyEmailMutation();
  const [state, setState] = useState<VerifyEmailState>(token ? { status: 'ready' } : { status: 'missingToken' });
  useDocumentTitle(pageTitle(t`Confirm your email address`));

  const onConfirm = async () => {
    if (!tokenSchema.safeParse({ token }).success) return setState({ status: 'failed', message: i18n._(INVALID_LINK), canRetry: false });
    setState({ status: 'verifying' });
    try {
      const { data } = await verifyEmail({ variables: { token } });
      setState({ status: 'verified', message: data?.verifyEmail ?? t`Your email address is verified.` });
    } catch (error) {
      const refused = TOKEN_REFUSED.has(errorCode(error) ?? '');
      setState({ status: 'failed', message: errorMessage(error, i18n._(INVALID_LINK)), canRetry: !refused });
    }
  };

  const signedIn = session.userId !== null;
  return (
    <VerifyEmailView
      state={state}
      signedIn={signedIn}
      returning={returnTo !== null}
      onConfirm={onConfirm}
      onDone={() => navigate(returnTo ?? (signedIn ? '/dashboard' : '/'))}
    />
  );
}
