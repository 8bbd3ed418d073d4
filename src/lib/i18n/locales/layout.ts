/** Texts of the layout area. */
export const layout = {
  'en-US': {},
  'zh-CN': {},
} as const;
