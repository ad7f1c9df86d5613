import { newPasswordFormSchema } from '@shop/domain/accounts';
import { messageText } from '@shop/domain/messages';
import type { Locale } from '@shop/domain/primitives';
import type { StandardSchema } from '@/lib/form-errors';

export type ChangePasswordValues = { old_password: string; password: string; repeat_password: string };

type Issue = { message: string; path: ReadonlyArray<PropertyKey> };
type Result = { value: ChangePasswordValues; issues?: undefined } | { issues: ReadonlyArray<Issue> };

/**
 * The logged-in password change: the current password must not be blank, and the new one follows
 * the domain's rule and repeat match (SPEC §5). A Standard Schema, like the domain's own forms.
 */
export function changePasswordSchema(locale: Locale): StandardSchema<ChangePasswordValues> {
  const pair = newPasswordFormSchema(locale)['~standard'];
  return {
    '~standard': {
      validate: (input: unknown): Result => {
        const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
        const oldPassword = typeof record.old_password === 'string' ? record.old_password : '';
        const result = pair.validate(input);
        if (result instanceof Promise) throw new Error('the password schema is synchronous');
        const issues: Issue[] = oldPassword.trim()
          ? []
          : [{ message: messageText('PASSWORD_REQUIRED', locale), path: ['old_password'] }];
        for (const issue of result.issues ?? []) {
          issues.push({
            message: issue.message,
            path: (issue.path ?? []).map((segment) =>
              typeof segment === 'object' ? segment.key : segment,
            ) as PropertyKey[],
          });
        }
        if (issues.length > 0 || result.issues) return { issues };
        return { value: { old_password: oldPassword, ...result.value } };
      },
    },
  };
}
