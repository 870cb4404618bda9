import { Button, ShieldCheckIcon, AlertIcon } from '@hearth/design-system';
import { StatePanel } from '../../modules/common/StatePanel';

export interface SignInRequiredProps {
  /** Screen-specific line, e.g. 'Admin access requires authentication.' */
  message?: string;
  onSignIn: () => void;
}

/** 'Please Sign In' with a Sign In button opening the auth dialog (spec §2). */
export function SignInRequired({ message = 'Sign in to continue.', onSignIn }: SignInRequiredProps) {
  return (
    <StatePanel icon={<ShieldCheckIcon size={28} />} title="Please Sign In" actions={<Button onPress={onSignIn}>Sign In</Button>}>
      {message}
    </StatePanel>
  );
}

export interface AccessDeniedProps {
  /** e.g. 'Only landlords can list properties.' */
  message: string;
  onSwitchAccount: () => void;
}

/** 'Access Denied' with Switch Account (spec §2). */
export function AccessDenied({ message, onSwitchAccount }: AccessDeniedProps) {
  return (
    <StatePanel
      icon={<AlertIcon size={28} />}
      title="Access Denied"
      actions={
        <Button variant="outline" onPress={onSwitchAccount}>
          Switch Account
        </Button>
      }
    >
      {message}
    </StatePanel>
  );
}
