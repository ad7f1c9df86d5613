// The request a server render serves, carried along its async calls (decision 022): one server
// renders many requests at once, in two languages, and what the app's modules read as "the current
// language", "the API" and "the origin" is that request's.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Api } from '@/lib/api';
import { provideServerApi } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { DEFAULT_LANGUAGE } from '@/lib/language';
import { provideServerOrigin } from '@/lib/seo/origin';
import { messages as enMessages } from '@/locales/en/messages';
import { messages as viMessages } from '@/locales/vi/messages';
import { provideServerLanguage } from '@/stores/language-store';

export type RenderScope = { language: Language; api: Api; origin: string };

const scope = new AsyncLocalStorage<RenderScope>();

/** Runs one render with its request's language, API and origin. */
export function runInScope<T>(request: RenderScope, work: () => T): T {
  return scope.run(request, work);
}

/** The render's request; outside a render there is none, and asking is a bug. */
export function currentScope(): RenderScope {
  const current = scope.getStore();
  if (!current) throw new Error('an API call or a translation outside a server render');
  return current;
}

/** The language of the render in progress (Vietnamese outside one). */
export function scopeLanguage(): Language {
  return scope.getStore()?.language ?? DEFAULT_LANGUAGE;
}

// Both catalogs in the one i18n object the app's modules share; its active locale is the
// request's, read from the render's scope each time. Lingui keeps the active locale in its private
// `_locale` field, which `i18n.locale` and every translation read: a private surface, pinned by
// private-surfaces.test.ts so that an upgrade that renames it fails there.
i18n.load({ vi: viMessages, en: enMessages });
Object.defineProperty(i18n, '_locale', {
  get: scopeLanguage,
  set: () => {},
  configurable: true,
});
provideServerLanguage(scopeLanguage);
provideServerApi(() => currentScope().api);
provideServerOrigin(() => scope.getStore()?.origin ?? '');
