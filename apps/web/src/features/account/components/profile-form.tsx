import { Trans, useLingui } from '@lingui/react/macro';
import type { UserInfo } from '@shop/api-client';
import { profileFormSchema } from '@shop/domain/accounts';
import { messageText } from '@shop/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguageStore } from '@/stores/language-store';
import { TextField } from '@/ui/text-field';
import { notifyAccount } from '@/ui/toast';
import { updateProfile } from '../api/profile';
import { BIRTH_DATE_PLACEHOLDER, birthDateText, withBirthDateText } from '../lib/birth-date';
import { failureMessage } from '../lib/server-message';
import { useAccountForm } from '../lib/use-account-form';
import { primaryButtonClass } from './auth-card';

const GENDERS = ['male', 'female'] as const;

/** The account information (SPEC §3, §5, §8): full name (required), birth date, gender. */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  // The birth date is typed and shown as DD/MM/YYYY (SPEC §1) and stored as YYYY-MM-DD.
  const schema = withBirthDateText(profileFormSchema(language), {
    invalid: t`Ngày sinh không hợp lệ, vui lòng nhập theo dạng DD/MM/YYYY`,
    future: t`Ngày sinh không được sau ngày hôm nay`,
  });
  const form = useAccountForm(schema, {
    name: user.name,
    ngay_sinh: birthDateText(user.local.exfields.ngay_sinh),
    gioi_tinh: user.local.exfields.gioi_tinh,
  });
  const genderNames = { male: t`Nam`, female: t`Nữ` };

  const save = useMutation({
    mutationFn: (input: Parameters<typeof updateProfile>[1]) => updateProfile(queryClient, input),
    onSuccess: () => void notifyAccount('success', messageText('PROFILE_UPDATE_SUCCESS', language)),
    onError: (error) => {
      console.warn('profile update failed', error);
      void notifyAccount('error', failureMessage(error, messageText('PROFILE_UPDATE_FAILED', language)));
    },
  });

  const submit = form.submitTo(save.isPending, save.mutate);

  return (
    <form noValidate onSubmit={submit} aria-labelledby="profile-heading" className="space-y-4">
      <h2 id="profile-heading" className="font-bold text-coffee-900 text-xl">
        <Trans>Thông tin cá nhân</Trans>
      </h2>
      <div>
        <p className="mb-1.5 font-semibold text-coffee-800 text-sm">
          <Trans>Tài khoản đăng nhập</Trans>
        </p>
        <p className="break-all rounded-xl bg-cream-100 px-3.5 py-2.5 text-coffee-800">{user.email}</p>
      </div>
      <TextField label={t`Họ và tên`} isRequired autoComplete="name" {...form.bind('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Ngày sinh`}
          inputMode="numeric"
          placeholder={BIRTH_DATE_PLACEHOLDER}
          autoComplete="bday"
          maxLength={10}
          {...form.bind('ngay_sinh')}
        />
        <fieldset>
          <legend className="mb-1.5 block font-semibold text-coffee-800 text-sm">
            <Trans>Giới tính</Trans>
          </legend>
          <div className="flex min-h-11 items-center gap-6">
            {GENDERS.map((gender) => (
              <label key={gender} className="inline-flex min-h-11 items-center gap-2 text-coffee-800">
                <input
                  type="radio"
                  name="gioi_tinh"
                  value={gender}
                  checked={form.values.gioi_tinh === gender}
                  onChange={() => form.setField('gioi_tinh', gender)}
                  className="size-5 accent-leaf-700"
                />
                {genderNames[gender]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <button type="submit" disabled={save.isPending} className={`${primaryButtonClass} sm:w-auto`}>
        {save.isPending ? t`Đang lưu…` : t`Lưu thay đổi`}
      </button>
    </form>
  );
}
