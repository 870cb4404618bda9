import { msg } from '@lingui/core/macro';
import type { Role } from '@hearth/api/contracts/roles';

export type AuthMode = 'signIn' | 'signUp' | 'forgot';

export interface SignInValues {
  email: string;
  role: Role;
  password: string;
}

export interface SignUpValues {
  name: string;
  email: string;
  whatsapp: string;
  password: string;
  role: Role;
}

/** ROLE_MISMATCH: the account's role (`correctRole`) and the server's words. */
export interface RoleMismatch {
  role: Role;
  message: string;
}

export type FieldErrors = Partial<Record<'name' | 'email' | 'whatsapp' | 'password' | 'role', string>>;

export const REQUIRED_FIELDS_MESSAGE = msg`Please fill in all required fields.`;
