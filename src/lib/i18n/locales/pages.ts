/** Texts of the pages area. */
export const pages = {
  'en-US': {},
  'zh-CN': {},
} as const;
