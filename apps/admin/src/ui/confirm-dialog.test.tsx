import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n';
import { ConfirmAction } from './confirm-dialog';

describe('ConfirmAction', () => {
  beforeAll(() => activateLocale('vi'));

  it('shows a refusal in its dialog, and a dialog opened again starts without it', async () => {
    const answers = [new Error('Máy chủ bận'), 'xong'];
    const done: string[] = [];
    const run = async () => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer as string;
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={i18n}>
          <ConfirmAction
            label="Tắt"
            question="Tắt mã này?"
            failure="Không tắt được"
            run={run}
            onDone={(reply) => done.push(reply)}
          />
        </I18nProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tắt' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('button:last-of-type') as HTMLButtonElement);
    expect(await screen.findByText('Không tắt được')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thôi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Tắt' }));
    const again = await screen.findByRole('dialog');
    expect(screen.queryByText('Không tắt được')).toBeNull();
    fireEvent.click(again.querySelector('button:last-of-type') as HTMLButtonElement);
    await waitFor(() => expect(done).toEqual(['xong']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
