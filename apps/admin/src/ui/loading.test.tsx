import { ApiError } from '@shop/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pending } from './loading';

describe('a screen waiting for its data', () => {
  it('says it is loading (announced), or as a small line in a card', () => {
    const { unmount } = render(
      <Pending query={{ error: null }} failed="Không tải được">
        Đang tải đơn hàng…
      </Pending>,
    );
    expect(screen.getByRole('status').textContent).toBe('Đang tải đơn hàng…');
    unmount();
    render(
      <Pending query={{ error: null }} failed="Không tải được" compact>
        Đang tải…
      </Pending>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Đang tải…').className).toBe('text-coffee-700 text-sm');
  });

  it("shows a failed load in the server's words, or its own when the server gave none", () => {
    const { unmount } = render(
      <Pending
        query={{ error: new ApiError('Không tìm thấy đơn hàng', 404, 'NOT_FOUND', null) }}
        failed="Không tải được"
      >
        Đang tải…
      </Pending>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Không tìm thấy đơn hàng');
    unmount();
    render(
      <Pending query={{ error: new Error('network') }} failed="Không tải được đơn hàng">
        Đang tải…
      </Pending>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Không tải được đơn hàng');
  });
});
