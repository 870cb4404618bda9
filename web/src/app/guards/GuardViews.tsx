import { PlainButton, ShieldCheckIcon, AlertIcon } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { StatePanel } from '../../modules/common/StatePanel';

export interface SignInRequiredProps {
  /** Screen-specific line, e.g. 'Admin access requires authentication.' */
  message?: string;
  onSignIn: () => void;
}

/** 'Please Sign In' with a Sign In button opening the auth dialog (docs/product.md#screens-and-routes). */
export function SignInRequired({ message, onSignIn }: SignInRequiredProps) {
  const { t } = useLingui();
  return (
    <StatePanel
      icon={<ShieldCheckIcon size={28} />}
      title={t`Please Sign In`}
      actions={
        <PlainButton onClick={onSignIn}>
          {t`Sign In`}
        </PlainButton>
      }
    >
      {message ?? t`Sign in to continue.`}
    </StatePanel>
  );
}

export interface AccessDeniedProps {
  /** e.g. 'Only landlords can list properties.' */
  message: string;
  onSwitchAccount: () => void;
}

/** 'Access Denied' with Switch Account (docs/product.md#screens-and-routes). */
export function AccessDenied({ message, onSwitchAccount }: AccessDeniedProps) {
  const { t } = useLingui();
  return (
    <StatePanel
      icon={<AlertIcon size={28} />}
      title={t`Access Denied`}
      actions={
        <PlainButton variant="outline" onClick={onSwitchAccount}>
          {t`Switch Account`}
        </PlainButton>
      }
    >
      {message}
    </StatePanel>
  );
}
