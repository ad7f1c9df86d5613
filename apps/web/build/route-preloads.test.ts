import { describe, expect, it } from 'vitest';
import { routePattern } from './route-preloads.js';

describe('routePattern', () => {
  it('turns route files into the addresses they open', () => {
    expect(routePattern('index')).toEqual({ path: '/', layout: false });
    expect(routePattern('cart')).toEqual({ path: '/cart', layout: false });
    expect(routePattern('san-pham/index')).toEqual({ path: '/san-pham', layout: false });
    expect(routePattern('mua-hang/san-pham/$maVt')).toEqual({
      path: '/mua-hang/san-pham/$maVt',
      layout: false,
    });
    expect(routePattern('user-profile/route')).toEqual({ path: '/user-profile', layout: true });
  });
});
