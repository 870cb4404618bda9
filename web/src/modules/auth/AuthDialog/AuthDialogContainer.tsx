import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@hearth/design-system';
import { registrationSchema } from '@hearth/api/contracts/auth.schema';
import { SIGNUP_ROLES, type Role } from '@hearth/api/contracts/roles';
import { useLoginMutation, useRequestPasswordResetMutation, useSignupMutation } from '../../../generated/graphql';
import { useSession } from '../SessionContext';
import { flashToast } from '../../../lib/flash-toast';
import { errorCode, errorDetail, errorMessage } from '../../../lib/graphql-error';
import { AuthDialogView } from './AuthDialogView';
import { REQUIRED_FIELDS_MESSAGE, type AuthMode, type FieldErrors, type RoleMismatch, type SignInValues, type SignUpValues } from './auth-types';
import { issueMessages } from '../../common/contract-message';
import { returnPathFrom, withoutResumeAction } from '../return-path';
import type { AuthOrigin } from './auth-link';

export interface AuthDialogContainerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Where it was opened: signing in comes back there (with the action that asked), or to the role's landing page. */
  origin?: AuthOrigin | null;
}

/** Container: turns the form into login/signup/reset calls and the docs/product.md#error-catalogue outcomes. */
export function AuthDialogContainer({ isOpen, onOpenChange, mode, onModeChange, origin = null }: AuthDialogContainerProps) {
  const returnTo = origin ? returnPathFrom(origin.location, origin.then) : null;
  const { t, i18n } = useLingui();
  const session = useSession();
  const [role, setRole] = useState<Role>('tenant');
  const [email, setEmail] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [roleMismatch, setRoleMismatch] = useState<RoleMismatch | null>(null);
  const [login, loginState] = useLoginMutation();
  const [signup, signupState] = useSignupMutation();
  const [requestReset, resetState] = useRequestPasswordResetMutation();

  const reset = () => {
    setFormError(null);
    setFieldErrors({});
    setNotice(null);
    setRoleMismatch(null);
  };
  const changeMode = (next: AuthMode) => {
    reset();
    // Sign-up offers tenant and landlord only: a role chosen at sign-in that sign-up does not offer falls back to tenant.
    if (next === 'signUp' && !(SIGNUP_ROLES as readonly Role[]).includes(role)) setRole('tenant');
    onModeChange(next);
  };

  const onSignIn = async ({ email, role, password }: SignInValues) => {
    reset();
    setRole(role);
    if (!email.trim() || !role) return setFormError(i18n._(REQUIRED_FIELDS_MESSAGE));
    try {
      // returnTo also rides in the emailed sign-in link, for a sign-in without a password.
      const { data } = await login({ variables: { input: { email: email.trim(), role, password: password || undefined, returnTo } } });
      const outcome = data?.login;
      if (outcome?.__typename === 'MagicLinkSent') return setNotice(outcome.message);
      if (outcome?.__typename === 'SignedIn') {
        flashToast({ title: t`Login successful!`, variant: 'success' });
        onOpenChange(false);
        session.signedIn(outcome.user, returnTo);
      }
    } catch (error) {
      const message = errorMessage(error, t`Login failed. Please try again.`);
      switch (errorCode(error)) {
        case 'ACCOUNT_NOT_FOUND':
          toast({ title: t`Account Not Found`, description: t`${message} Would you like to create an account?`, variant: 'destructive' });
          return changeMode('signUp');
        case 'ROLE_MISMATCH': {
          // Said in the dialog, where the person is looking, with the way out: sign in as the account's role.
          const correctRole = errorDetail<Role>(error, 'correctRole');
          if (!correctRole) return setFormError(message);
          setRole(correctRole);
          return setRoleMismatch({ role: correctRole, message });
        }
        default:
          toast({ title: t`Error`, description: message, variant: 'destructive' });
      }
    }
  };

  const onSignUp = async (values: SignUpValues) => {
    reset();
    if (!values.name.trim() || !values.email.trim() || !values.whatsapp.trim() || !values.password || !values.role) {
      return setFormError(i18n._(REQUIRED_FIELDS_MESSAGE));
    }
    const parsed = registrationSchema.safeParse(values);
    if (!parsed.success) {
      return setFieldErrors(issueMessages<keyof FieldErrors>(parsed.error.issues, i18n));
    }
    try {
      // The verification email's link brings them back to the page, not to the action: it is done by then.
      const { data } = await signup({ variables: { input: { ...parsed.data, returnTo: withoutResumeAction(returnTo) } } });
      if (data) {
        flashToast({ title: t`Account created successfully!`, variant: 'success' });
        onOpenChange(false);
        session.signedIn(data.signup.user, returnTo);
      }
    } catch (error) {
      const message = errorMessage(error, t`Signup failed. Please try again.`);
      if (errorCode(error) === 'USER_EXISTS') {
        toast({ title: t`Account Already Exists`, description: t`${message} Would you like to login instead?`, variant: 'destructive' });
        return changeMode('signIn');
      }
      toast({ title: t`Error`, description: message, variant: 'destructive' });
    }
  };

  const onForgot = async (address: string) => {
    reset();
    if (!address.trim()) return setFormError(i18n._(REQUIRED_FIELDS_MESSAGE));
    try {
      const { data } = await requestReset({ variables: { email: address.trim() } });
      setNotice(data?.requestPasswordReset ?? null);
    } catch (error) {
      setFormError(errorMessage(error, t`Something went wrong. Please try again.`));
    }
  };

  return (
    <AuthDialogView
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      mode={mode}
      onModeChange={changeMode}
      role={role}
      onRoleChange={setRole}
      email={email}
      onEmailChange={setEmail}
      pending={loginState.loading || signupState.loading || resetState.loading}
      formError={formError}
      fieldErrors={fieldErrors}
      notice={notice}
      roleMismatch={roleMismatch}
      onSignIn={onSignIn}
      onSignUp={onSignUp}
      onForgot={onForgot}
      onProvider={() => toast({ title: t`Coming soon`, description: t`Google authentication will be available soon.` })}
    />
  );
}
