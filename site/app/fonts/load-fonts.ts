// The faces every page asks for before its first layout (root.tsx): exactly those
// fonts.css declares, which scripts/fonts.mjs writes (fonts.test.ts holds the two
// together, so a face changed there cannot leave this loading nothing).
export const FONT_FACES = [
  { family: 'Jost', weight: 400 },
  { family: 'Bodoni Moda', weight: 600 },
] as const

/** The inline script: asks for each face at once (document.fonts.load). */
export const LOAD_FONTS = `document.fonts&&(${FONT_FACES.map(
  (f) => `document.fonts.load(${JSON.stringify(`${f.weight} 1em '${f.family}'`)})`,
).join(',')})`
