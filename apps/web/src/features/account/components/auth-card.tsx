import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '@/ui/text-field';

export const primaryButtonClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-full bg-leaf-700 px-6 font-semibold text-white transition hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-leaf-300 bg-white px-5 font-semibold text-leaf-800 transition hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60';

export const textLinkClass =
  'font-semibold text-leaf-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-leaf-700 rounded';

type AuthCardProps = { title: ReactNode; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of the login, register, code and password screens: one card, centred, phone first. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="bg-gradient-to-b from-leaf-50 to-cream-50 px-4 py-8 sm:py-14">
      <section className="mx-auto w-full max-w-md rounded-3xl border border-leaf-100 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-bold text-2xl text-coffee-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-2 text-coffee-700">{description}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 border-coffee-100 border-t pt-5 text-center text-coffee-700">{footer}</div>
        ) : null}
      </section>
    </div>
  );
}

/** The e-mail or phone number an account logs in with (login, forgotten password). */
export function UsernameField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email hoặc số điện thoại`}
      isRequired
      autoComplete="username"
      inputMode="email"
      {...props}
    />
  );
}
