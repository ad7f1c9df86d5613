import { useLingui } from '@lingui/react/macro';
import { type ContactForm as ContactValues, contactFormSchema } from '@shop/domain/content';
import { messageText } from '@shop/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { validateForm } from '@/lib/form-errors';
import { useLanguageStore } from '@/stores/language-store';
import { TextAreaField, TextField } from '@/ui/text-field';
import { notifyAccount } from '@/ui/toast';
import { sendContactMessage } from '../api/send-contact';

type Field = keyof ContactValues;
const EMPTY: Record<Field, string> = { ho_ten: '', email: '', dien_thoai: '', dia_chi: '', noi_dung: '' };

/**
 * The contact form (SPEC §5, §8): name, e-mail and message required, with the domain's messages in
 * the page language; sent to ecomcontactus; 'Gửi thông tin thành công' when the reply has an _id,
 * 'Gửi thông tin không thành công' otherwise, and the form empties either way.
 */
export function ContactForm({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const schema = contactFormSchema(language);

  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (isSent) => {
      notifyAccount(
        isSent ? 'success' : 'error',
        messageText(isSent ? 'CONTACT_SENT' : 'CONTACT_FAILED', language),
      );
      setValues(EMPTY);
      setErrors({});
      setIsSubmitted(false);
    },
    // Only the bot check fails this way (SPEC §8 'Lỗi khi tải google recaptcha'); the text stays.
    onError: (error) => notifyAccount('error', error.message),
  });

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so the visitor sees a fix land.
    if (isSubmitted) {
      const result = validateForm(schema, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setIsSubmitted(true);
    const result = validateForm(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    send.mutate(result.value);
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    tone,
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Gửi thông tin liên hệ`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t`Họ và tên`} isRequired autoComplete="name" {...field('ho_ten')} />
      <TextField
        label={t`Email`}
        isRequired
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email')}
      />
      <TextField
        label={t`Số điện thoại`}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...field('dien_thoai')}
      />
      <TextField label={t`Địa chỉ`} autoComplete="street-address" {...field('dia_chi')} />
      <div className="sm:col-span-2">
        <TextAreaField label={t`Nội dung`} isRequired rows={2} {...field('noi_dung')} />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={send.isPending}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-leaf-700 px-6 font-semibold text-white transition hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60 sm:w-auto"
        >
          {send.isPending ? t`Đang gửi…` : t`Gửi thông tin`}
        </button>
      </div>
    </form>
  );
}
