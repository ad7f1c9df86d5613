import type { ReactNode } from 'react';
import { useShopName } from '@/lib/company';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { LanguageSwitch } from '@/ui/language-switch';

/**
 * The frame of the screens before login (sign-in, setup, invitation): the shop's brand (the
 * setting, read publicly), a card, the language switch.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const shopName = useShopName();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-coffee-100 bg-white p-6 shadow-sm">
        <p className="mb-1 font-semibold text-leaf-700 text-sm">{shopName}</p>
        <h1 className="mb-6 font-semibold text-2xl">{title}</h1>
        {children}
      </div>
      <LanguageSwitch />
    </main>
  );
}

/**
 * The end of a form opened from a mailed link (setup, invitation): the link refused by the form's
 * schema or the server's refusal (`failed` when it gave no words), then the submit button.
 */
export function LinkFormEnd({
  linkError,
  error,
  failed,
  pending,
  children,
}: {
  linkError: string | undefined;
  error: unknown;
  failed: string;
  pending: boolean;
  children: ReactNode;
}) {
  const locale = useLanguageStore((state) => state.language);
  return (
    <>
      {linkError || error ? <Alert>{linkError ?? errorText(error, locale, failed)}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {children}
      </Button>
    </>
  );
}
