/** The site's colours from its settings, and a light/dark/system switch that every page, cached or not, honours. */
export { ThemeHead } from './ThemeHead';
export { ThemeSwitch, THEME_CHOICES, type ThemeChoice } from './ThemeSwitch';
