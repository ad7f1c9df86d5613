/**
 * JSON-LD documents (schema.org) for search engines' rich results. Pure builders over plain values:
 * prices come already decided by the domain's rules, URLs already absolute.
 */

export const CONTEXT = 'https://schema.org';
/** Every price of the shop is an integer number of đồng. */
export const PRICE_CURRENCY = 'VND';

export type JsonLd = Record<string, unknown>;

export type Crumb = { name: string; url: string };

/** BreadcrumbList: the trail from the home page to this one, positions from 1. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** ItemList of a category page: the URL of each item shown, in the page's order. */
export function itemListJsonLd(name: string, items: readonly { url: string; name?: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: item.url,
      ...(item.name ? { name: item.name } : {}),
    })),
  };
}

export type PublisherInput = { name: string; url: string; logo: string };

export type OrganizationJsonLdInput = {
  name: string;
  url: string;
  logo: string;
  address?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  socials?: readonly (string | undefined)[];
};

/** Organization, site-wide: name, address, phone and the shop's pages on social networks. */
export function organizationJsonLd(input: OrganizationJsonLdInput): JsonLd {
  const sameAs = (input.socials ?? []).filter((link): link is string => Boolean(link));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    ...(input.address
      ? { address: { '@type': 'PostalAddress', streetAddress: input.address, addressCountry: 'VN' } }
      : {}),
    ...(input.phone ? { telephone: input.phone } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
