import { isRequireVerify } from '@shop/api-client';
import { getAuthApi } from '@/lib/api';

export type LoginOutcome =
  | { kind: 'logged-in' }
  /** The account is not verified: a code went to `account` (SPEC §4 "Login"). */
  | { kind: 'verify'; account: string; codeId: string; message: string };

/**
 * GET /auth/local with the credentials. On success the token is in the session store (and local
 * storage); an unverified account is an outcome, not an error; other failures throw the ApiError.
 */
export async function logIn(username: string, password: string): Promise<LoginOutcome> {
  const auth = await getAuthApi();
  try {
    await auth.login(username.trim(), password);
    return { kind: 'logged-in' };
  } catch (error) {
    if (!isRequireVerify(error)) throw error;
    const { account, _id, message } = error.data;
    return { kind: 'verify', account, codeId: _id, message };
  }
}
