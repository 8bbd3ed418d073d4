/** Texts of the application shell. */
export const shell = {
  'en-US': {
    moduleUnavailable: 'This module is not available yet.',
    appName: 'Hospital workbench',
  },
  'zh-CN': {
    moduleUnavailable: '该模块暂未开放。',
    appName: '医美机构工作台',
  },
} as const;
