/**
 * Text colours of the workspace that keep AA contrast (4.5:1) on its tinted rows and bubbles:
 * antd's secondary text (45 % black) and link blue fall below it at the 12–13 px used here.
 */
export const MUTED_TEXT = '#595959';
export const LINK_TEXT = '#0958d9';
export const ALERT_TEXT = '#cf1322';
