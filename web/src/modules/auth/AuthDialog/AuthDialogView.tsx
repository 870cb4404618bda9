import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, Radio, RadioGroup, TextField } from '@hearth/design-system';
import { ROLES, type Role } from '@hearth/api/contracts';
import type { AuthMode, FieldErrors, SignInValues, SignUpValues } from './auth-types';
import * as styles from './AuthDialog.css';

const TITLES: Record<AuthMode, string> = { signIn: 'Welcome Back', signUp: 'Create Account', forgot: 'Reset Password' };
const DESCRIPTIONS: Record<AuthMode, string> = {
  signIn: 'Sign in to save homes, message owners and manage your leases.',
  signUp: 'Join Hearth to rent or list homes across Canada.',
  forgot: 'Enter your email and we will send you a link to choose a new password.',
};
const ROLE_LABELS: Record<Role, string> = { tenant: 'Tenant', landlord: 'Landlord', admin: 'Admin' };

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
  /** Neutral outcome shown in place of the form: magic link emailed, reset link sent, provider notice. */
  notice?: string | null;
  onSignIn: (values: SignInValues) => void;
  onSignUp: (values: SignUpValues) => void;
  onForgot: (email: string) => void;
  onProvider: () => void;
}

/** The sign in / sign up / reset password dialog (spec §2, §4, §5, §8); all decisions live in the container. */
export function AuthDialogView(props: AuthDialogViewProps) {
  const { isOpen, onOpenChange, mode, onModeChange, role, onRoleChange, email, onEmailChange, pending, formError, fieldErrors = {}, notice } = props;
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
      label="Email"
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
      placeholder="you@example.com"
    />
  );
  const roleField = (
    <RadioGroup
      label={mode === 'signUp' ? 'Account type' : 'I am a'}
      value={role}
      onChange={(value) => onRoleChange(value as Role)}
      orientation="horizontal"
      errorMessage={fieldErrors.role}
      isInvalid={!!fieldErrors.role}
      isRequired
    >
      {ROLES.map((r) => (
        <Radio key={r} value={r}>
          {ROLE_LABELS[r]}
        </Radio>
      ))}
    </RadioGroup>
  );

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={TITLES[mode]} description={DESCRIPTIONS[mode]} size="sm">
      <form className={styles.form} onSubmit={submit} noValidate aria-label={TITLES[mode]}>
        {formError ? (
          <div role="alert" className={styles.alert}>
            {formError}
          </div>
        ) : null}
        {notice ? (
          <div role="status" className={styles.notice}>
            {notice}
          </div>
        ) : null}

        {mode === 'signUp' ? (
          <TextField
            label="Full name"
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
          <TextField
            label="WhatsApp number"
            name="whatsapp"
            type="tel"
            autoComplete="tel"
            isRequired
            value={whatsapp}
            onChange={setWhatsapp}
            placeholder="+14165550123"
            description="Include your country code: +1 for US, +44 for UK"
            errorMessage={fieldErrors.whatsapp}
            isInvalid={!!fieldErrors.whatsapp}
          />
        ) : null}
        {mode === 'signIn' ? roleField : null}
        {mode !== 'forgot' ? (
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
            isRequired={mode === 'signUp'}
            value={password}
            onChange={setPassword}
            placeholder={mode === 'signUp' ? 'min 6 characters' : 'Leave empty to get a sign-in link'}
            errorMessage={fieldErrors.password}
            isInvalid={!!fieldErrors.password}
          />
        ) : null}
        {mode === 'signUp' ? roleField : null}

        {mode === 'signIn' ? (
          <div className={styles.row}>
            <Button variant="ghost" size="sm" onPress={switchTo('forgot')}>
              Forgot your password?
            </Button>
          </div>
        ) : null}

        <Button type="submit" fullWidth size="lg" isPending={pending} pendingLabel={pendingLabel(mode)}>
          {mode === 'signIn' ? 'Sign In' : mode === 'signUp' ? 'Create Account' : 'Send Reset Link'}
        </Button>

        {mode !== 'forgot' ? (
          <>
            <div className={styles.divider}>or</div>
            <Button variant="outline" fullWidth onPress={props.onProvider}>
              Continue with Google
            </Button>
          </>
        ) : null}

        <div className={styles.links}>
          {mode === 'signIn' ? (
            <>
              <span>New to Hearth?</span>
              <Button variant="ghost" size="sm" onPress={switchTo('signUp')}>
                Sign up
              </Button>
            </>
          ) : mode === 'signUp' ? (
            <>
              <span>Already have an account?</span>
              <Button variant="ghost" size="sm" onPress={switchTo('signIn')}>
                Sign in
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onPress={switchTo('signIn')}>
              Back to sign in
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

function pendingLabel(mode: AuthMode): string {
  return mode === 'signIn' ? 'Signing In...' : mode === 'signUp' ? 'Creating Account...' : 'Sending...';
}
