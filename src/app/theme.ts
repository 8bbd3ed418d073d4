import type { ThemeConfig } from 'antd';

/**
 * Colours every text meets WCAG AA with (4.5:1 against white and against the light tint antd puts
 * behind it: a selected menu item, a tag, an alert). antd's defaults do not: its primary blue on
 * white is 4.1:1, the secondary and placeholder greys 3.4:1 and 1.8:1, the status colours as tag
 * text about 2:1 to 3.4:1. The route sweep (e2e/route-sweep.e2e.ts) runs axe on every route
 * with these, so a colour that slips fails there.
 */
const AA_TOKENS = {
  // Seeds: antd derives hover, active, background and border shades from them.
  colorPrimary: '#0958d9', // blue-7: 6.2:1 on white, 5.5:1 on the selected-item tint
  colorInfo: '#0958d9',
  colorSuccess: '#237804', // green-8: 5.6:1 on white, 5.4:1 on its tag tint
  colorWarning: '#ad4e00', // orange-8: 5.4:1 on white, 5.1:1 on its tag tint
  colorError: '#cf1322', // red-7: 5.6:1 on white, also as white badge text on it
  // Secondary texts: descriptions, statistic titles, placeholders (5.7:1 to 7:1 on white, above 5.2:1 on #f5f5f5).
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  colorTextLabel: 'rgba(0, 0, 0, 0.65)',
  // Tag text of the preset colours is their shade 7; these are too light on their own tint.
  gold7: '#874d00',
  orange7: '#ad4e00',
  green7: '#237804',
  cyan7: '#006d75',
  lime7: '#3f6600',
  volcano7: '#ad2102',
  yellow7: '#876800',
} satisfies ThemeConfig['token'];

/** Named themes; the specification makes Blue the default. */
export const THEMES = {
  Blue: { token: { ...AA_TOKENS, borderRadius: 6 } },
} satisfies Record<string, ThemeConfig>;

export type ThemeName = keyof typeof THEMES;
export const DEFAULT_THEME: ThemeName = 'Blue';
