/** Texts of the header area. */
export const header = {
  'en-US': {},
  'zh-CN': {},
} as const;
