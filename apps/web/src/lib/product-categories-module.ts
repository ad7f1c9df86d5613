/**
 * The product categories' module (product-categories.ts), loaded beside the shop's first script
 * rather than in it: the root loader and the heads that name a category import it through here.
 */
export const productCategoriesModule = () => import('./product-categories');
