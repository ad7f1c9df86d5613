// @vitest-environment node
import type { Connect } from 'vite';
import { describe, expect, it } from 'vitest';
import { isPageRequest, languageOfRequest } from './dev-server-render';

const request = (url: string, accept = 'text/html,application/xhtml+xml', method = 'GET') =>
  // Vite's SPA fallback has rewritten `url` by the time the middleware runs; `originalUrl` is as asked.
  ({
    method,
    url: '/index.html',
    originalUrl: url,
    headers: { accept },
  }) as unknown as Connect.IncomingMessage;

describe('server rendering in development: which requests are pages', () => {
  it('renders what a browser navigates to, in the language the production server would choose', () => {
    expect(isPageRequest(request('/'))).toBe(true);
    expect(isPageRequest(request('/mua-hang/san-pham/TRA-001?lang=en'))).toBe(true);
    expect(isPageRequest(request('/tin-tuc', 'text/html', 'HEAD'))).toBe(true);
    expect(languageOfRequest('/?lang=en', 'lang=vi')).toBe('en');
    expect(languageOfRequest('/', 'theme=x; lang=en')).toBe('en');
    expect(languageOfRequest('/?lang=fr', 'lang=de')).toBe('vi');
  });

  it('leaves modules, assets, the API and other methods to Vite and its proxy', () => {
    for (const path of [
      '/src/main.tsx',
      '/@vite/client',
      '/api/x/dmvt',
      '/config.json',
      '/images/a.svg',
      '/favicon.svg',
    ])
      expect(isPageRequest(request(path)), path).toBe(false);
    expect(isPageRequest(request('/', 'application/json'))).toBe(false);
    expect(isPageRequest(request('/', 'text/html', 'POST'))).toBe(false);
  });
});
