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
  colorError: '#cf1322', // red-7: 5.6:1 on white, also as white badge text on it
  // Success and warning keep antd's seeds (a darker seed muddies their tints); their text is darker.
  colorSuccessText: '#237804', // 5.6:1 on white
  colorWarningText: '#ad4e00', // 5.4:1 on white
  // Secondary texts: descriptions, statistic titles, placeholders (5.7:1 to 7:1 on white, above 5.2:1 on #f5f5f5).
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  colorTextLabel: 'rgba(0, 0, 0, 0.65)',
} satisfies ThemeConfig['token'];

/**
 * A tag writes its text in its colour (status tags) or the colour's shade 7 (preset colours) on
 * the colour's tint: too light for success, warning, gold, yellow, lime, green, cyan, orange and
 * volcano (2:1 to 4.4:1). Overridden for tags only, where the text is all they colour.
 */
const AA_TAG_TEXT = {
  colorSuccess: '#237804', // 5.4:1 on #f6ffed
  colorWarning: '#ad4e00', // 5.2:1 on #fffbe6
  gold7: '#874d00', // 6.5:1 on #fffbe6
  yellow7: '#876800', // 5.2:1 on #feffe6
  lime7: '#3f6600', // 6.6:1 on #fcffe6
  green7: '#237804', // 5.4:1 on #f6ffed
  cyan7: '#006d75', // 5.8:1 on #e6fffb
  orange7: '#ad4e00', // 5.1:1 on #fff7e6
  volcano7: '#ad2102', // 6.4:1 on #fff2e8
} satisfies NonNullable<ThemeConfig['components']>['Tag'];

/** Named themes; the specification makes Blue the default. */
export const THEMES = {
  Blue: { token: { ...AA_TOKENS, borderRadius: 6 }, components: { Tag: AA_TAG_TEXT } },
} satisfies Record<string, ThemeConfig>;

export type ThemeName = keyof typeof THEMES;
export const DEFAULT_THEME: ThemeName = 'Blue';
