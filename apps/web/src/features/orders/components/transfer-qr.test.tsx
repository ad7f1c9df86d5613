import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TransferQr } from './transfer-qr';

describe('TransferQr', () => {
  it("keeps the amount to transfer and its '₫' on one line (issue 26 item 13)", () => {
    renderWithProviders(
      <TransferQr
        imageSrc="data:image/png;base64,AA=="
        vietqr={{
          payload: '000201',
          bin: '970436',
          bank_name: 'Vietcombank',
          account_number: '0123456789',
          account_name: 'CONG TY MOC LAM',
          amount: 1_250_000,
          memo: 'DH000042',
        }}
      />,
    );
    expect(screen.getByText(/^1\.250\.000\s₫$/).className).toContain('whitespace-nowrap');
  });
});
