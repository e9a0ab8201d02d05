// The dealer's studio, behind every car picture: a warm wall lit from above, the
// floor meeting it in a soft curve, a pool of light where the car stands. In the
// site's own colours (its ink, its stone and the metal of its accents).

export const STUDIO = {
  wallTop: '#25241f',
  wallGlow: '#7a7366',
  floor: '#1c1b19',
  floorLight: '#575247',
  metal: '#c8a96a',
} as const

/** The studio filling a width x height picture, the floor line at `horizon`. */
export function studio(width: number, height: number, horizon: number, id = 'studio'): string {
  const s = STUDIO
  return (
    `<defs>` +
    `<linearGradient id="${id}wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.wallTop}"/><stop offset="1" stop-color="${s.wallGlow}"/></linearGradient>` +
    `<linearGradient id="${id}floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.floorLight}"/><stop offset="1" stop-color="${s.floor}"/></linearGradient>` +
    `<radialGradient id="${id}glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6e6" stop-opacity="0.34"/><stop offset="1" stop-color="#fff6e6" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}edge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="0.25" stop-color="#000" stop-opacity="0"/><stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></linearGradient>` +
    `</defs>` +
    `<rect width="${width}" height="${horizon}" fill="url(#${id}wall)"/>` +
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#${id}floor)"/>` +
    `<rect y="${horizon - 2}" width="${width}" height="4" fill="${s.wallGlow}" opacity="0.6"/>` +
    `<ellipse cx="${width / 2}" cy="${horizon - height * 0.12}" rx="${width * 0.42}" ry="${height * 0.42}" fill="url(#${id}glow)"/>` +
    `<ellipse cx="${width / 2}" cy="${horizon + (height - horizon) * 0.45}" rx="${width * 0.46}" ry="${(height - horizon) * 0.55}" fill="url(#${id}glow)"/>` +
    // The room's corners fall away into shade.
    `<rect width="${width}" height="${height}" fill="url(#${id}edge)"/>`
  )
}
