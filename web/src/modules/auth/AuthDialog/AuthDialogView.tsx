import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, Radio, RadioGroup, TextField } from '@hearth/design-system';
import { ROLES, SIGNUP_ROLES, type Role } from '@hearth/api/contracts/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthMode, FieldErrors, RoleMismatch, SignInValues, SignUpValues } from './auth-types';
import { PhoneField } from '../../profile/PhoneField/PhoneField';
import * as styles from './AuthDialog.css';

const TITLES: Record<AuthMode, MessageDescriptor> = { signIn: msg`Welcome Back`, signUp: msg`Create Account`, forgot: msg`Reset Password` };
const DESCRIPTIONS: Record<AuthMode, MessageDescriptor> = {
  signIn: msg`Sign in to save homes, message owners and manage your leases.`,
  signUp: msg`Join Hearth to rent or list homes across Canada.`,
  forgot: msg`Enter your email and we will send you a link to choose a new password.`,
};
const ROLE_LABELS: Record<Role, MessageDescriptor> = { tenant: msg`Tenant`, landlord: msg`Landlord`, admin: msg({ context: 'role', message: 'Admin' }) };
const SIGN_IN_AS: Record<Role, MessageDescriptor> = { tenant: msg`Sign in as a tenant`, landlord: msg`Sign in as a landlord`, admin: msg`Sign in as an admin` };
const PENDING_LABELS: Record<AuthMode, MessageDescriptor> = { signIn: msg`Signing In...`, signUp: msg`Creating Account...`, forgot: msg`Sending...` };

export interface AuthDialogViewProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Controlled: a ROLE_MISMATCH answer sets it to the account's real role. */
  role: Role;
  onRoleChange: (role: Role) => void;
  /** Email carried across modes (e.g. after ACCOUNT_NOT_FOUND the sign-up form keeps it). */
  email: string;
  onEmailChange: (email: string) => void;
  pending?: boolean;
  formError?: string | null;
  fieldErrors?: FieldErrors;
  /** Neutral outcome shown in place of the form: magic link emailed, reset link sent. */
  notice?: string | null;
  /** A ROLE_MISMATCH answer: said in the dialog, with a button that signs in as the account's role. */
  roleMismatch?: RoleMismatch | null;
  onSignIn: (values: SignInValues) => void;
  onSignUp: (values: SignUpValues) => void;
  onForgot: (email: string) => void;
  /** The identity-provider button: the original client shows only a notice that it is coming (docs/product.md#auth-dialog). */
  onProvider: () => void;
}

/** The sign in / sign up / reset password dialog (docs/product.md#auth-dialog, docs/product.md#validation-rules, docs/product.md#error-catalogue); all decisions live in the container. */
export function AuthDialogView(props: AuthDialogViewProps) {
  const { isOpen, onOpenChange, mode, onModeChange, role, onRoleChange, email, onEmailChange, pending, formError, fieldErrors = {}, notice, roleMismatch } = props;
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => setPassword(''), [mode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (mode === 'signIn') props.onSignIn({ email, role, password });
    else if (mode === 'signUp') props.onSignUp({ name, email, whatsapp, password, role });
    else props.onForgot(email);
  };

  const switchTo = (next: AuthMode) => () => onModeChange(next);
  const emailField = (
    <TextField
      label={t`Email`}
      type="email"
      name="email"
      autoComplete="email"
      // The first field takes focus when the dialog opens (sign up starts with the name).
      autoFocus={mode !== 'signUp'}
      isRequired
      value={email}
      onChange={onEmailChange}
      errorMessage={fieldErrors.email}
      isInvalid={!!fieldErrors.email}
      placeholder={t`you@example.com`}
    />
  );
  // Sign-up offers only the roles the server takes: administrators are created by operators (docs/product.md#roles).
  const roles = mode === 'signUp' ? SIGNUP_ROLES : ROLES;
  const roleField = (
    <RadioGroup
      label={mode === 'signUp' ? t`Account type` : t`I am a`}
      value={role}
      onChange={(value) => onRoleChange(value as Role)}
      orientation="horizontal"
      errorMessage={fieldErrors.role}
      isInvalid={!!fieldErrors.role}
      isRequired
    >
      {roles.map((r) => (
        <Radio key={r} value={r}>
          {i18n._(ROLE_LABELS[r])}
        </Radio>
      ))}
    </RadioGroup>
  );

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={i18n._(TITLES[mode])} description={i18n._(DESCRIPTIONS[mode])} size="sm">
      <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(TITLES[mode])}>
        {formError ? (
          <div role="alert" className={styles.alert}>
            {formError}
          </div>
        ) : null}
        {roleMismatch && mode === 'signIn' ? (
          <div role="alert" className={styles.mismatch}>
            <strong>{t`Wrong Account Type`}</strong>
            <span>{roleMismatch.message}</span>
            <Button variant="outline" fullWidth isDisabled={pending} onPress={() => props.onSignIn({ email, role: roleMismatch.role, password })}>
              {i18n._(SIGN_IN_AS[roleMismatch.role])}
            </Button>
          </div>
        ) : null}
        {notice ? (
          <div role="status" className={styles.notice}>
            {notice}
          </div>
        ) : null}

        {mode === 'signUp' ? (
          <TextField
            label={t`Full name`}
            name="name"
            autoComplete="name"
            autoFocus
            isRequired
            value={name}
            onChange={setName}
            errorMessage={fieldErrors.name}
            isInvalid={!!fieldErrors.name}
          />
        ) : null}
        {emailField}
        {mode === 'signUp' ? (
          <PhoneField
            label={t`WhatsApp number`}
            name="whatsapp"
            isRequired
            value={whatsapp}
            onChange={setWhatsapp}
            placeholder="416 555 0123"
            errorMessage={fieldErrors.whatsapp}
            isInvalid={!!fieldErrors.whatsapp}
          />
        ) : null}
        {mode === 'signIn' ? roleField : null}
        {mode !== 'forgot' ? (
          <TextField
            label={t`Password`}
            name="password"
            type="password"
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            isRequired={mode === 'signUp'}
            value={password}
            onChange={setPassword}
            placeholder={mode === 'signUp' ? t`min 6 characters` : undefined}
            // A hint, not a placeholder: it wraps on a narrow phone instead of being cut, and stays while typing.
            description={mode === 'signIn' ? t`Leave empty to get a sign-in link` : undefined}
            errorMessage={fieldErrors.password}
            isInvalid={!!fieldErrors.password}
          />
        ) : null}
        {mode === 'signUp' ? roleField : null}

        {mode === 'signIn' ? (
          <div className={styles.row}>
            <Button variant="ghost" size="sm" onPress={switchTo('forgot')}>
              <Trans>Forgot your password?</Trans>
            </Button>
          </div>
        ) : null}

        <Button type="submit" fullWidth size="lg" isPending={pending} pendingLabel={i18n._(PENDING_LABELS[mode])}>
          {mode === 'signIn' ? t`Sign In` : mode === 'signUp' ? t`Create Account` : t`Send Reset Link`}
        </Button>

        {mode !== 'forgot' ? (
          <>
            <div className={styles.divider}>
              <Trans>or</Trans>
            </div>
            <Button variant="outline" fullWidth onPress={props.onProvider}>
              <Trans>Continue with Google</Trans>
            </Button>
          </>
        ) : null}

        <div className={styles.links}>
          {mode === 'signIn' ? (
            <>
              <span>
                <Trans>New to Hearth?</Trans>
              </span>
              <Button variant="ghost" size="sm" onPress={switchTo('signUp')}>
                <Trans>Sign up</Trans>
              </Button>
            </>
          ) : mode === 'signUp' ? (
            <>
              <span>
                <Trans>Already have an account?</Trans>
              </span>
              <Button variant="ghost" size="sm" onPress={switchTo('signIn')}>
                <Trans>Sign in</Trans>
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onPress={switchTo('signIn')}>
              <Trans>Back to sign in</Trans>
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
