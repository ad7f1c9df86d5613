import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/** What a save said: its confirmation, or the refusal in the user's language. */
export type SaveStatus = { ok: boolean; text: string } | null;

/**
 * The end of every form: the refusal (an alert), then Save with the form's other actions beside it
 * and the confirmation announced after them (role status). `sticky` keeps it at the bottom of a
 * long editor.
 */
export function SaveBar({
  status,
  label,
  saving = false,
  sticky = false,
  children,
}: {
  status: SaveStatus;
  label: ReactNode;
  saving?: boolean;
  sticky?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {status && !status.ok ? <Alert>{status.text}</Alert> : null}
      <div
        className={`flex flex-wrap items-center gap-3 ${sticky ? 'sticky bottom-0 border-coffee-100 border-t bg-white/95 py-3' : ''}`}
      >
        <Button type="submit" disabled={saving}>
          {label}
        </Button>
        {children}
        <p role="status" className={status?.ok ? 'font-semibold text-leaf-800 text-sm' : 'sr-only'}>
          {status?.ok ? status.text : ''}
        </p>
      </div>
    </>
  );
}
