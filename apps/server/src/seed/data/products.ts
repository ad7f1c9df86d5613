import agri from './products/agri.json' with { type: 'json' };
import coffee from './products/coffee.json' with { type: 'json' };
import { defineProducts } from './products/define.js';
import energy from './products/energy.json' with { type: 'json' };
import guava from './products/guava.json' with { type: 'json' };
import tea from './products/tea.json' with { type: 'json' };
import type { Product } from './types.js';

/**
 * Collection dmvt: 45 products, 15 with variants, 10 featured, 3 out of stock, TRA-004 with stock 10.
 * The products are data (products/<category>.json), checked against their schema as they load.
 */
export const products: Product[] = [
  ...defineProducts('tra', tea),
  ...defineProducts('ca-phe', coffee),
  ...defineProducts('nong-san', agri),
  ...defineProducts('nuoc-tang-luc', energy),
  ...defineProducts('nuoc-ep-oi', guava),
];
