import { definePages } from './pages/define.js';
import { guidePages } from './pages/guides.js';
import { policyPages } from './pages/policies.js';
import type { ContentPage } from './types.js';

/** Collection ecompages: 5 customer policy pages and 5 guide pages, each in 'vi' and 'en'. */
export const contentPages: ContentPage[] = [
  ...definePages('chinh-sach', policyPages, 1),
  ...definePages('huong-dan', guidePages, policyPages.length * 2 + 1),
];
