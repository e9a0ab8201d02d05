// react-admin's default look with darker blues, so text on them passes WCAG AA contrast.
// Every spinner is named: react-admin's own (the app bar's loading indicator, a saving
// button) draw a bare progressbar, which screen readers announce without a name.
import { defaultTheme, type RaThemeOptions } from 'react-admin'

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
}
