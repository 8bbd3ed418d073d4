/** Texts of the home area. */
export const home = {
  'en-US': {},
  'zh-CN': {},
} as const;
