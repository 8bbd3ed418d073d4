/** Texts of the kit's FormDrawer and FormModal: asking before edits are thrown away. */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const formOverlayTexts = defineTexts('formOverlay', {
  'en-US': {
    discardTitle: 'Discard your changes?',
    discardContent: 'What you entered has not been saved.',
    discard: 'Discard',
    keepEditing: 'Keep editing',
  },
  'zh-CN': {
    discardTitle: '放弃修改？',
    discardContent: '填写的内容尚未保存。',
    discard: '放弃',
    keepEditing: '继续编辑',
  },
});
