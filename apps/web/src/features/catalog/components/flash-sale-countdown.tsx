import { Trans } from '@lingui/react/macro';
import { formatDateTime, parseInstant, timeLeft } from '@shop/domain/primitives';
import { useEffect, useState } from 'react';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A flash sale's end and, once the page runs in the browser, the time left ticking each second.
 * The server and the hydrating render show only the end time (no clock is read while rendering,
 * so they match); the ticking starts after mounting. `onEnd` runs when the time is up.
 */
export function FlashSaleCountdown({
  end,
  size = 'page',
  onEnd,
}: {
  end: string;
  size?: 'card' | 'page';
  onEnd?: () => void;
}) {
  const endAt = parseInstant(end);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now === null ? null : timeLeft(endAt, now);
  const isOver = left !== null && left.total === 0;
  useEffect(() => {
    if (isOver) onEnd?.();
  }, [isOver, onEnd]);
  if (Number.isNaN(endAt)) return null;
  const clock = left ? `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}` : '';
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 rounded-xl bg-coffee-900 px-3 py-2 text-white ${size === 'card' ? 'text-xs' : 'text-sm'}`}
      data-testid="flash-sale-countdown"
    >
      <span className="font-semibold">
        <Trans>Flash sale kết thúc lúc</Trans>{' '}
        <time dateTime={new Date(endAt).toISOString()}>{formatDateTime(end)}</time>
      </span>
      {left && !isOver ? (
        <span>
          <Trans>Còn lại</Trans>{' '}
          <span role="timer" className="font-semibold">
            {left.days > 0 ? <Trans>{left.days} ngày</Trans> : null}{' '}
            <span className="font-mono tabular-nums">{clock}</span>
          </span>
        </span>
      ) : null}
    </p>
  );
}
