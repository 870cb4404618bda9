import { useState, type FormEvent } from 'react';
import { Button, ButtonLink, Card, TextField } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from '../AuthDialog/AuthDialog.css';
import * as statePanel from '../../common/StatePanel.css';

export interface ResetPasswordViewProps {
  /** False when the link has no token: nothing to submit. */
  hasToken: boolean;
  pending?: boolean;
  error?: string | null;
  fieldError?: string | null;
  onSubmit: (password: string) => void;
}

/** The page an emailed reset link opens: choose a new password (min 6 characters). */
export function ResetPasswordView({ hasToken, pending, error, fieldError, onSubmit }: ResetPasswordViewProps) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(password);
  };
  return (
    <div className={statePanel.panel}>
      <Card padding="lg" style={{ width: '100%', maxWidth: 420, textAlign: 'left' }}>
        <h1 className={statePanel.title}>
          <Trans>Reset Password</Trans>
        </h1>
        {hasToken ? (
          <form className={styles.form} onSubmit={submit} noValidate style={{ marginTop: 16 }}>
            <p className={statePanel.text}>
              <Trans>Choose a new password for your Hearth account.</Trans>
            </p>
            {error ? (
              <div role="alert" className={styles.alert}>
                {error}
              </div>
            ) : null}
            <TextField
              label={t`New password`}
              type="password"
              autoComplete="new-password"
              placeholder={t`min 6 characters`}
              isRequired
              value={password}
              onChange={setPassword}
              errorMessage={fieldError ?? undefined}
              isInvalid={!!fieldError}
            />
            <Button type="submit" fullWidth size="lg" isPending={pending} pendingLabel={t`Saving...`}>
              <Trans>Set New Password</Trans>
            </Button>
          </form>
        ) : (
          <>
            <p className={statePanel.text} style={{ margin: '16px 0' }}>
              <Trans>This reset link is incomplete. Open the link from your email again, or request a new one from the sign-in dialog.</Trans>
            </p>
            <ButtonLink href="/">
              <Trans>Back to Browse Properties</Trans>
            </ButtonLink>
          </>
        )}
      </Card>
    </div>
  );
}
