import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { passwordResetSchema } from '@hearth/api/contracts/auth.schema';
import { flashToast } from '../../../lib/flash-toast';
import { pageTitle, useDocumentTitle } from '../../../lib/page-title';
import { useSession } from '../SessionContext';
import { postSignIn } from '../auth-rest';
import { ResetPasswordView } from './ResetPasswordView';
import { contractMessage } from '../../common/contract-message';

/** /reset-password?token=…: REST POST /api/auth/reset-password signs in with the new password. */
export default function ResetPasswordContainer() {
  const [params] = useSearchParams();
  const { t, i18n } = useLingui();
  const token = params.get('token') ?? '';
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  useDocumentTitle(pageTitle(t`Reset Password`));

  const onSubmit = async (password: string) => {
    setError(null);
    setFieldError(null);
    const parsed = passwordResetSchema.safeParse({ token, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return issue?.path[0] === 'password' ? setFieldError(contractMessage(issue.message, i18n)) : setError(t`This reset link is invalid or has expired. Please request a new one.`);
    }
    setPending(true);
    try {
      const user = await postSignIn('/api/auth/reset-password', parsed.data, t`Could not reset your password. Please try again.`);
      flashToast({ title: t`Password updated`, description: t`You are now signed in.`, variant: 'success' });
      session.signedIn(user);
    } catch (e) {
      setError(e instanceof Error ? e.message : t`Could not reset your password. Please try again.`);
    } finally {
      setPending(false);
    }
  };

  return <ResetPasswordView hasToken={token.length > 0} pending={pending} error={error} fieldError={fieldError} onSubmit={onSubmit} />;
}
