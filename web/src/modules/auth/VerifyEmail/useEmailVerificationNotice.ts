import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useResendVerificationEmailMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import type { EmailVerificationNoticeProps } from './EmailVerificationNotice';

/** The notice's props for an unverified account (null once verified or unknown); Resend mails a new link. */
export function useEmailVerificationNotice(me: { email: string; emailVerified: boolean } | null): EmailVerificationNoticeProps | null {
  const { t } = useLingui();
  const [resend, { loading }] = useResendVerificationEmailMutation();
  const [result, setResult] = useState<string | null>(null);
  if (!me || me.emailVerified) return null;
  return {
    email: me.email,
    sending: loading,
    result,
    onResend: async () => {
      try {
        const { data } = await resend();
        setResult(data?.resendVerificationEmail ?? null);
      } catch (e) {
        setResult(errorMessage(e, t`Could not send a new link. Please try again.`));
      }
    },
  };
}
