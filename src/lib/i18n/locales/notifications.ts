/** Texts of the notifications area. */
export const notifications = {
  'en-US': {},
  'zh-CN': {},
} as const;
