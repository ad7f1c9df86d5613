import { HeadContent, useRouter } from '@tanstack/react-router';
import {
  _getAssetMatches,
  type AnyRouteMatch,
  escapeHtml,
  getScriptPreloadAttrs,
  type ManifestAssetLink,
  type ManifestCssLink,
  resolveManifestCssLink,
} from '@tanstack/router-core';
import { createElement, type ReactElement } from 'react';

/**
 * The route-managed head tags (title, meta, links, JSON-LD, the stylesheet): TanStack Router's
 * `HeadContent` in the browser, the same elements in the same order on the server, built here
 * (decision 035). `HeadContent` collects them with `buildTagsFromMatches`, which copies every tag
 * into a spread object and stringifies each one (the page's JSON-LD among them) to drop exact
 * duplicates and again to key it, then renders each through an `Asset` component: a twentieth of a
 * server render, and a hidden class a spread on Node 20 (decision 034). The browser hydrates its
 * `HeadContent` against this HTML, so the elements and their attributes are the ones `Asset`
 * writes, in the same order.
 */
export const SiteHeadContent = import.meta.env.SSR ? ServerHeadContent : HeadContent;

type Attributes = Record<string, unknown>;
type HeadTag = {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Attributes;
  children?: string | undefined;
};
type MetaEntry = Attributes & { title?: string; name?: string; property?: string };
export type HeadManifest = {
  scriptFormat?: 'module' | 'iife';
  routes: Record<string, { css?: ManifestCssLink[]; preloads?: ManifestAssetLink[] } | undefined>;
};

function ServerHeadContent() {
  const router = useRouter();
  // No nonce in the head: its scripts are JSON-LD, data a browser never runs, and the render's
  // nonce is only its mark of the scripts the page's policy lists (decision 037), taken out before
  // the page is sent; copying every meta and link to add it cost a render.
  return headElements(router.stores.matches.get(), router.ssr?.manifest as HeadManifest | undefined);
}

/** The head's elements on the server: {@link headTags} as `Asset` renders them. */
export function headElements(
  matches: readonly AnyRouteMatch[],
  manifest: HeadManifest | undefined,
  nonce?: string,
): (ReactElement | null)[] {
  return headTags(matches, manifest, nonce).map(toElement);
}

/**
 * The head tags of the matches shown, as TanStack Router's `buildTagsFromMatches` gives them: the
 * meta (the deepest match's title; one meta per name or property, the deepest match's), the
 * manifest's script preloads, the links, the manifest's stylesheets, the head scripts; an exact
 * duplicate is dropped within the meta, the links and the scripts.
 */
export function headTags(
  allMatches: readonly AnyRouteMatch[],
  manifest: HeadManifest | undefined,
  nonce?: string,
): HeadTag[] {
  const matches = _getAssetMatches(allMatches as AnyRouteMatch[]);
  const meta: HeadTag[] = [];
  const metaNames = new Set<string>();
  let title: HeadTag | undefined;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const entries = (matches[i]?.meta ?? []) as (MetaEntry | undefined)[];
    for (let j = entries.length - 1; j >= 0; j -= 1) {
      const entry = entries[j];
      if (!entry) continue;
      if (entry.title) {
        title ??= { tag: 'title', attrs: {}, children: entry.title };
      } else if ('script:ld+json' in entry) {
        const json = escapeHtml(JSON.stringify(entry['script:ld+json']));
        meta.push({ tag: 'script', attrs: { type: 'application/ld+json' }, children: json });
      } else {
        const name = entry.name ?? entry.property;
        if (name) {
          if (metaNames.has(name)) continue;
          metaNames.add(name);
        }
        meta.push({ tag: 'meta', attrs: withNonce(entry, nonce) });
      }
    }
  }
  if (title) meta.push(title);
  if (nonce) meta.push({ tag: 'meta', attrs: { property: 'csp-nonce', content: nonce } });
  meta.reverse();

  const preloads: HeadTag[] = [];
  const links: HeadTag[] = [];
  const stylesheets: HeadTag[] = [];
  const scripts: HeadTag[] = [];
  for (const match of matches) {
    const route = manifest?.routes[match.routeId];
    for (const preload of (manifest && route?.preloads) || []) {
      const attrs = Object.assign(getScriptPreloadAttrs(manifest, preload), { nonce });
      preloads.push({ tag: 'link', attrs });
    }
    for (const link of (match.links ?? []) as (Attributes | undefined)[]) {
      if (link) links.push({ tag: 'link', attrs: withNonce(link, nonce) });
    }
    for (const css of route?.css ?? []) {
      const { href, crossOrigin } = resolveManifestCssLink(css);
      stylesheets.push({
        tag: 'link',
        attrs: { rel: 'stylesheet', href, crossOrigin, suppressHydrationWarning: true, nonce },
      });
    }
    for (const script of (match.headScripts ?? []) as (Attributes | undefined)[]) {
      if (!script) continue;
      const attrs = Object.assign({}, script, { nonce });
      delete attrs.children;
      scripts.push({ tag: 'script', attrs, children: script.children as string | undefined });
    }
  }
  return [...unique(meta), ...preloads, ...unique(links), ...stylesheets, ...unique(scripts)];
}

/** A route's attributes with the nonce, copied only when there is one (the route's own otherwise). */
function withNonce(attrs: Attributes, nonce: string | undefined): Attributes {
  return nonce ? Object.assign({}, attrs, { nonce }) : attrs;
}

/**
 * The tags less their exact duplicates, the first kept. A meta named by name or property is unique
 * already; the others are compared by their attributes and text, not by a JSON of the whole tag
 * (which would escape a JSON-LD document's text once more only to compare it).
 */
function unique(tags: HeadTag[]): HeadTag[] {
  if (tags.length < 2) return tags;
  const seen = new Set<string>();
  return tags.filter((tag) => {
    if (tag.tag === 'meta' && (tag.attrs.name || tag.attrs.property)) return true;
    const identity = `${tag.tag}\n${JSON.stringify(tag.attrs)}\n${tag.children ?? ''}`;
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

/** A tag as TanStack Router's `Asset` writes it on the server (its props in the same order). */
function toElement({ tag, attrs, children }: HeadTag, key: number): ReactElement | null {
  switch (tag) {
    case 'title':
      return createElement(
        'title',
        Object.assign({ key }, attrs, { suppressHydrationWarning: true }),
        children,
      );
    case 'meta':
      return createElement('meta', Object.assign({ key }, attrs, { suppressHydrationWarning: true }));
    case 'link': {
      // A stylesheet gets React's precedence, so React places it among the page's stylesheets.
      const precedence = attrs.precedence ?? (attrs.rel === 'stylesheet' ? 'default' : undefined);
      return createElement(
        'link',
        Object.assign({ key }, attrs, { precedence, nonce: attrs.nonce, suppressHydrationWarning: true }),
      );
    }
    case 'script': {
      const props = Object.assign({ key }, attrs, { suppressHydrationWarning: true });
      if (attrs.src) return createElement('script', props);
      if (typeof children !== 'string') return null;
      return createElement('script', Object.assign(props, { dangerouslySetInnerHTML: { __html: children } }));
    }
  }
}
