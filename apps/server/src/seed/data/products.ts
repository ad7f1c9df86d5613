import { agriProducts } from './products/agri.js';
import { coffeeProducts } from './products/coffee.js';
import { energyDrinkProducts } from './products/energy.js';
import { guavaJuiceProducts } from './products/guava.js';
import { teaProducts } from './products/tea.js';
import type { Product } from './types.js';

/** Collection dmvt: 45 products, 15 with variants, 10 featured, 3 out of stock, TRA-004 with stock 10. */
export const products: Product[] = [
  ...teaProducts,
  ...coffeeProducts,
  ...agriProducts,
  ...energyDrinkProducts,
  ...guavaJuiceProducts,
];
