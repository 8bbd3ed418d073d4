/** Texts of the dialogs area. */
export const dialogs = {
  'en-US': {},
  'zh-CN': {},
} as const;
