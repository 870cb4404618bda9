/** Offline "photos" for stories: layered SVG gradients, so stories never hit the network. */
export function photo(hue: number, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,78%)"/><stop offset="1" stop-color="hsl(${hue + 20},55%,90%)"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#s)"/>
  <rect x="0" y="430" width="800" height="170" fill="hsl(${hue + 90},30%,62%)"/>
  <path d="M220 430 V270 L400 150 L580 270 V430 Z" fill="hsl(${hue},25%,96%)"/>
  <path d="M190 285 L400 135 L610 285" fill="none" stroke="hsl(${hue},35%,35%)" stroke-width="18" stroke-linejoin="round"/>
  <rect x="370" y="330" width="60" height="100" fill="hsl(${hue},40%,38%)"/>
  <rect x="270" y="300" width="60" height="50" fill="hsl(${hue + 180},40%,70%)"/>
  <rect x="470" y="300" width="60" height="50" fill="hsl(${hue + 180},40%,70%)"/>
  <text x="24" y="580" font-family="sans-serif" font-size="22" fill="rgba(0,0,0,.35)">${label}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const photos = [photo(20, 'Living room'), photo(200, 'Kitchen'), photo(140, 'Backyard'), photo(280, 'Bedroom'), photo(45, 'Street')];

/** A URL that fails to load, to exercise image fallbacks. */
export const brokenImage = '/__missing__/photo.jpg';
