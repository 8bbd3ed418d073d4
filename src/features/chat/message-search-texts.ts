import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const messageSearchTexts = defineTexts('chatMessageSearch', {
  'en-US': {
    open: 'Search messages',
    title: 'Search messages',
    keyword: 'Words to find',
    placeholder: 'Words in a message or a file name',
    private: 'Private chats',
    groups: 'Group chats',
    typeLabel: 'Which chats',
    prompt: 'Type words and press Enter to search every chat of this kind.',
    results: { one: '{count} message found', other: '{count} messages found' },
    none: 'No message contains these words.',
    tooLong: 'At most {max} characters.',
    openHit: 'Open in {chat}: {text}',
    notFound: 'That message is no longer in this chat.',
  },
  'zh-CN': {
    open: '搜索聊天记录',
    title: '搜索聊天记录',
    keyword: '搜索内容',
    placeholder: '消息内容或文件名',
    private: '私聊',
    groups: '群聊',
    typeLabel: '会话类型',
    prompt: '输入内容后按回车，搜索该类型的全部会话。',
    results: { other: '共找到 {count} 条消息' },
    none: '没有包含该内容的消息。',
    tooLong: '最多 {max} 个字。',
    openHit: '在“{chat}”中查看：{text}',
    notFound: '该消息已不在此会话中。',
  },
});
