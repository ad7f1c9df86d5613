import type { CodeRecord } from '@shop/api-client';
import type { RegisterForm } from '@shop/domain/accounts';
import { getAuthApi } from '@/lib/api';

/** POST /signup with the checked form; blank optional fields are left out. The reply names the code sent. */
export async function signUp(form: RegisterForm): Promise<CodeRecord> {
  const auth = await getAuthApi();
  return auth.signup({
    ...(form.email ? { email: form.email } : {}),
    ...(form.phone ? { phone: form.phone } : {}),
    name: form.name,
    password: form.password,
    repeat_password: form.repeat_password,
    ...(form.referral_code ? { referral_code: form.referral_code } : {}),
    accept_terms: form.accept_terms,
    accept_marketing: form.accept_marketing,
  });
}
