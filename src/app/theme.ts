import type { ThemeConfig } from 'antd';

/** Named themes; the specification makes Blue the default. */
export const THEMES = {
  Blue: { token: { colorPrimary: '#1677ff', borderRadius: 6 } },
} satisfies Record<string, ThemeConfig>;

export type ThemeName = keyof typeof THEMES;
export const DEFAULT_THEME: ThemeName = 'Blue';
