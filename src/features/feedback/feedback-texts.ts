/**
 * Texts of the feedback form in the header.
 */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const feedbackTexts = defineTexts('feedback', {
  'en-US': {
    open: 'Feedback',
    title: 'Feedback',
    type: 'Type',
    typeRequired: 'Please choose a feedback type',
    content: 'Content',
    contentPlaceholder: 'Describe the problem or your suggestion (5 to 500 characters)',
    contentRequired: 'Please describe the problem or your suggestion',
    contentTooShort: 'Please enter at least 5 characters',
    contentTooLong: 'Please enter at most 500 characters',
    contact: 'Contact (optional)',
    contactPlaceholder: 'Phone, WeChat or email',
    submitted: 'Thank you, your feedback was submitted',
  },
  'zh-CN': {
    open: '意见反馈',
    title: '意见反馈',
    type: '反馈类型',
    typeRequired: '请选择反馈类型',
    content: '反馈内容',
    contentPlaceholder: '请描述您遇到的问题或建议（5–500 字）',
    contentRequired: '请填写反馈内容',
    contentTooShort: '反馈内容至少 5 个字',
    contentTooLong: '反馈内容最多 500 个字',
    contact: '联系方式（选填）',
    contactPlaceholder: '手机号、微信或邮箱',
    submitted: '提交成功，感谢您的反馈',
  },
});
