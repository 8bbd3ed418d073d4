/** Texts of the auth area. */
export const auth = {
  'en-US': {},
  'zh-CN': {},
} as const;
