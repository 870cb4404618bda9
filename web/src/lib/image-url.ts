/** Neutral stock photo used when a listing has no image or its image fails to load (docs/product.md#property-card and docs/product.md#error-catalogue). */
export const DEFAULT_PROPERTY_IMAGE = '/images/default-property.svg';

/** Hosts of public IPFS gateways; an address on one of them without a scheme gets https. */
const GATEWAY_HOST = /^([a-z0-9-]+\.)*(ipfs\.io|dweb\.link|cloudflare-ipfs\.com|pinata\.cloud|w3s\.link|nftstorage\.link|ipfs\.[a-z0-9.-]+)(\/|$)/i;

/**
 * Image address rule of docs/product.md#business-constants: a full http(s) address is kept; a gateway address without a scheme gets https;
 * any other value (a content id) is served by our own gateway at /ipfs/<value>; empty gives the stock photo.
 */
export function imageUrl(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return DEFAULT_PROPERTY_IMAGE;
  if (/^https?:\/\//i.test(v)) return v;
  if (v.startsWith('/ipfs/')) return v;
  if (GATEWAY_HOST.test(v)) return `https://${v}`;
  return `/ipfs/${v.replace(/^\/+/, '')}`;
}

/** The card and the gallery cover use only the first image. */
export function coverImage(images: readonly string[] | null | undefined): string {
  return imageUrl(images?.[0]);
}
