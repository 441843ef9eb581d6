/** Where each kind of account logs in, registers and asks for its password link. */
import type { AccountType } from '@/shared/schemas/auth';

export const LOGIN_PATHS: Record<AccountType, string> = {
  user: '/auth/login/user',
  performer: '/auth/login/performer',
  studio: '/studio/login',
};

/** A value from the query string or the API as an account type; anything else (admin, garbage) is a user. */
export function toAccountType(value: unknown): AccountType {
  return value === 'performer' || value === 'studio' ? value : 'user';
}

/** The login page for `?type=` or a verified account's role; administrators use the user login. */
export const loginPathFor = (value: unknown) => LOGIN_PATHS[toAccountType(value)];
