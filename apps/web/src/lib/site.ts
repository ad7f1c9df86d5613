/**
 * The shop's name as shown in the header. A proper noun, the same in both languages; later the
 * company record (GET /api/app/{id}) can supply it.
 */
export const SHOP_NAME = 'Mộc Lam';
