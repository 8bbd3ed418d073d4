/** The platform's limit of a WeCom reminder's text (contract part `reminders`). */
export const WECOM_TEXT_MAX = 200;
