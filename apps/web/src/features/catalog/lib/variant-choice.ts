import type { Product, ProductVariant } from '@shop/domain/catalogue';
import type { Language } from '@/lib/language';

/** One value of a variant axis: colour/type (gia_tri_bien_the_1) or size (gia_tri_bien_the_2). */
export type VariantOption = { value: string; label: string; isAvailable: boolean };

export type VariantChoice = {
  colours: VariantOption[];
  sizes: VariantOption[];
  /** The variant matching the chosen colour and size, if that combination exists and is online. */
  variant: ProductVariant | undefined;
};

function englishOf(variant: ProductVariant): string | undefined {
  const text = variant.gia_tri_bien_the_1_eng;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The variants a shopper may pick: those sold online. */
export function onlineVariants(product: Pick<Product, 'thuoc_tinh'>): ProductVariant[] {
  return (product.thuoc_tinh ?? []).filter((variant) => variant.online);
}

/**
 * Colour and size options for the current choice. A size is available when a variant with the
 * chosen colour has it (and the reverse), so the shopper never lands on a combination that does
 * not exist. Values are compared as stored (Vietnamese); labels follow the language.
 */
export function describeVariantChoice(
  product: Pick<Product, 'thuoc_tinh'>,
  colour: string | undefined,
  size: string | undefined,
  language: Language,
): VariantChoice {
  const variants = onlineVariants(product);
  const colours = unique(
    variants.filter((variant) => variant.gia_tri_bien_the_1),
    (variant) => variant.gia_tri_bien_the_1 ?? '',
  ).map((variant) => ({
    value: variant.gia_tri_bien_the_1 ?? '',
    label: (language === 'en' ? englishOf(variant) : undefined) ?? variant.gia_tri_bien_the_1 ?? '',
    isAvailable:
      size === undefined ||
      variants.some(
        (v) => v.gia_tri_bien_the_1 === variant.gia_tri_bien_the_1 && v.gia_tri_bien_the_2 === size,
      ),
  }));
  const sizes = unique(
    variants.filter((variant) => variant.gia_tri_bien_the_2),
    (variant) => variant.gia_tri_bien_the_2 ?? '',
  ).map((variant) => ({
    value: variant.gia_tri_bien_the_2 ?? '',
    label: variant.gia_tri_bien_the_2 ?? '',
    isAvailable:
      colour === undefined ||
      variants.some(
        (v) => v.gia_tri_bien_the_2 === variant.gia_tri_bien_the_2 && v.gia_tri_bien_the_1 === colour,
      ),
  }));
  const variant = variants.find(
    (v) =>
      (colours.length === 0 || v.gia_tri_bien_the_1 === colour) &&
      (sizes.length === 0 || v.gia_tri_bien_the_2 === size),
  );
  return { colours, sizes, variant };
}

/** The first online variant in stock (else the first online one): what the page starts with. */
export function initialVariant(product: Pick<Product, 'thuoc_tinh'>): ProductVariant | undefined {
  const variants = onlineVariants(product);
  return variants.find((variant) => (variant.ton ?? 0) > 0) ?? variants[0];
}

/**
 * After the shopper picks a colour (or size), the other axis keeps its value when that
 * combination exists, else moves to the first value that exists with the new pick.
 */
export function pickColour(product: Pick<Product, 'thuoc_tinh'>, colour: string, size: string | undefined) {
  const variants = onlineVariants(product).filter((v) => v.gia_tri_bien_the_1 === colour);
  const keep = variants.find((v) => v.gia_tri_bien_the_2 === size);
  return { colour, size: (keep ?? variants[0])?.gia_tri_bien_the_2 ?? undefined };
}

export function pickSize(product: Pick<Product, 'thuoc_tinh'>, size: string, colour: string | undefined) {
  const variants = onlineVariants(product).filter((v) => v.gia_tri_bien_the_2 === size);
  const keep = variants.find((v) => v.gia_tri_bien_the_1 === colour);
  return { size, colour: (keep ?? variants[0])?.gia_tri_bien_the_1 ?? undefined };
}
