// The faces every page asks for before its first layout (root.tsx): exactly those
// fonts.css declares, which scripts/fonts.mjs writes (fonts.test.ts holds the two
// together, so a face changed there cannot leave this loading nothing).
import bodoniModa600 from './bodoni-moda-600.woff2?url'
import jost400 from './jost-400.woff2?url'

/**
 * The font files every page preloads (root.tsx), with or without script: both faces
 * draw text above the fold (the display face the name and the headings, the text face
 * the menu and the copy). The same files fonts.css names, so the stylesheet's request
 * for each is the preload's.
 */
export const FONT_FILES = [jost400, bodoniModa600]

export const FONT_FACES = [
  { family: 'Jost', weight: 400 },
  { family: 'Bodoni Moda', weight: 600 },
] as const

/** The inline script: asks for each face at once (document.fonts.load). */
export const LOAD_FONTS = `document.fonts&&(${FONT_FACES.map(
  (f) => `document.fonts.load(${JSON.stringify(`${f.weight} 1em '${f.family}'`)})`,
).join(',')})`
