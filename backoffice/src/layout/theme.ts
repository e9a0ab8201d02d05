// The console in the dealer's colours, as its login page and the public site wear them
// (shell.css): the near-black bar with the metal line under it, the deep blue for
// actions and links, the warm off-white page. Each pair passes WCAG AA contrast.
// Every spinner is named: react-admin's own (the app bar's loading indicator, a saving
// button) draw a bare progressbar, which screen readers announce without a name.
import { defaultTheme, type RaThemeOptions } from 'react-admin'

/** The dealer's colours (shell.css's custom properties). */
export const DEALER_COLOURS = {
  dark: '#0e0e11',
  soft: '#f7f5f0',
  metal: '#c8a96a',
  metalInk: '#77591f',
  action: '#1f3d7a',
  actionHover: '#2a4f98',
} as const

export const DISPLAY_FONT = "'Bodoni Moda', 'Didot', 'Bodoni 72', 'Times New Roman', serif"

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: DEALER_COLOURS.action, dark: '#152b57', contrastText: '#fff' },
    secondary: {
      light: '#2b2b31',
      main: DEALER_COLOURS.dark,
      dark: '#000',
      contrastText: '#fff',
    },
    background: { default: DEALER_COLOURS.soft, paper: '#fff' },
    // Deeper than Material's red: a Delete or Remove label stays above AA contrast on the
    // toolbar's grey and on a warning's cream as well as on white.
    error: { main: '#b3261e', light: '#d3453b', dark: '#8c1d18', contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiAppBar: {
      styleOverrides: {
        root: { borderBottom: `3px solid ${DEALER_COLOURS.metal}` },
      },
    },
  },
}
