import type { ReactNode } from 'react';
import { Alert } from '@/ui/alert';

/** What a save said: its confirmation, or the refusal in the user's language. */
export type SaveStatus = { ok: boolean; text: string } | null;

/**
 * A save button with the outcome beside it: the confirmation is announced (role status), a refusal
 * is an alert below.
 */
export function SaveBar({ button, status }: { button: ReactNode; status: SaveStatus }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {button}
        <p role="status" className={status?.ok ? 'text-leaf-800 text-sm' : 'sr-only'}>
          {status?.ok ? status.text : ''}
        </p>
      </div>
      {status && !status.ok ? <Alert>{status.text}</Alert> : null}
    </>
  );
}
