/** Avatar initials (docs/product.md#profile-pages): first letters of up to two words of the name, uppercase, else 'U'. */
export function initials(name?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}
