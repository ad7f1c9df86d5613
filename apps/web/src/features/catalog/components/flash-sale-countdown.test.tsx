import { I18nProvider } from '@lingui/react';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { FlashSaleCountdown } from './flash-sale-countdown';

const END = '2026-11-25T03:00:00.000Z'; // 10:00 in Vietnam

describe('FlashSaleCountdown', () => {
  afterEach(() => vi.useRealTimers());

  it('renders the end time on the server, without reading a clock (no mismatch when hydrating)', () => {
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <FlashSaleCountdown end={END} />
      </I18nProvider>,
    );
    expect(html).toContain('25/11/2026 10:00');
    expect(html).toContain('dateTime="2026-11-25T03:00:00.000Z"');
    expect(html).not.toContain('role="timer"');
  });

  it('ticks each second in the browser and calls onEnd when the time is up', async () => {
    vi.useFakeTimers({ now: Date.parse(END) - 62_000 });
    const onEnd = vi.fn();
    renderWithProviders(<FlashSaleCountdown end={END} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toContain('00:01:02');
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByRole('timer').textContent).toContain('00:01:00');
    expect(onEnd).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(onEnd).toHaveBeenCalledOnce();
  });
});
