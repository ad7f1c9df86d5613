import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

const TONES = {
  promotion: 'bg-guava-600',
  flashSale: 'bg-coffee-900',
  soldOut: 'bg-coffee-700',
} as const;

/** A small filled label beside a price: a promotion, a flash sale, a line sold out. */
export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={`rounded-full ${TONES[tone]} px-2 py-0.5 font-semibold text-white text-xs`}>
      {children}
    </span>
  );
}

/** 'Khuyến mãi' on a promotional price (SPEC §3), and 'Flash sale' beside it when it is one. */
export function PromotionBadges({
  isPromotion,
  isFlashSale,
}: {
  isPromotion: boolean;
  isFlashSale: boolean;
}) {
  if (!isPromotion) return null;
  return (
    <>
      <Badge tone="promotion">
        <Trans>Khuyến mãi</Trans>
      </Badge>
      {isFlashSale ? (
        <Badge tone="flashSale">
          <Trans>Flash sale</Trans>
        </Badge>
      ) : null}
    </>
  );
}
