/**
 * The dialog that creates or edits an auto-reply rule: kind, name, keywords and how they match
 * (keyword rules only), the reply with its counter, enabled. The limits are the platform's
 * (src/lib/chat-auto-reply/auto-reply-rules.ts), so the form stops what the platform would refuse;
 * what only the platform knows (a keyword another enabled rule uses, a second enabled welcome) comes
 * back as its message and the dialog stays open with what was typed.
 */
import { useGetAutoReplyInfo, useSaveAutoReply } from '@generated/main/chat-auto-reply/chat-auto-reply';
import { type AutoReply, AutoReplyMatchMode, AutoReplyType } from '@generated/main/model';
import { Form, Input, Radio, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  AUTO_REPLY_CONTENT_MAX,
  AUTO_REPLY_KEYWORD_MAX,
  AUTO_REPLY_KEYWORDS_MAX,
  AUTO_REPLY_TITLE_MAX,
  normaliseKeywords,
} from '@/lib/chat-auto-reply/auto-reply-rules.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isBlankText } from '@/lib/text/blank-text.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { AUTO_REPLY_READS } from './auto-reply-queries.ts';
import { autoReplyTexts } from './auto-reply-texts.ts';

interface RuleValues {
  replyType: AutoReplyType;
  title: string;
  keywords?: string[];
  matchMode?: AutoReplyMatchMode;
  content: string;
  isEnabled: boolean;
}

const NEW_RULE: Partial<RuleValues> = {
  replyType: AutoReplyType.Keyword,
  matchMode: AutoReplyMatchMode.Contains,
  isEnabled: true,
  keywords: [],
};

function RuleForm({ rule, onClose }: { rule?: AutoReply; onClose: () => void }) {
  const t = useT(autoReplyTexts);
  const save = useSaveAutoReply();
  const required: Rule = { required: true, message: t('autoReply.required') };
  const notBlank: Rule = {
    validator: (_, value?: string) => (value && isBlankText(value) ? Promise.reject(new Error(t('autoReply.blank'))) : Promise.resolve()),
  };
  const keywordRules: Rule[] = [
    {
      validator: (_, value?: string[]) => {
        const keywords = normaliseKeywords(value);
        if (keywords.length === 0) return Promise.reject(new Error(t('autoReply.keywordsRequired')));
        if (keywords.length > AUTO_REPLY_KEYWORDS_MAX)
          return Promise.reject(new Error(t('autoReply.keywordsTooMany', { max: AUTO_REPLY_KEYWORDS_MAX })));
        if (keywords.some((k) => k.length > AUTO_REPLY_KEYWORD_MAX))
          return Promise.reject(new Error(t('autoReply.keywordTooLong', { length: AUTO_REPLY_KEYWORD_MAX })));
        return Promise.resolve();
      },
    },
  ];
  const initial: Partial<RuleValues> = rule
    ? {
        replyType: rule.replyType,
        title: rule.title,
        keywords: rule.keywords ?? [],
        matchMode: rule.matchMode ?? AutoReplyMatchMode.Contains,
        content: rule.content,
        isEnabled: rule.isEnabled,
      }
    : NEW_RULE;
  return (
    <FormModal<RuleValues>
      open
      title={t(rule ? 'autoReply.editTitle' : 'autoReply.addTitle')}
      initialValues={initial}
      onClose={onClose}
      invalidates={AUTO_REPLY_READS}
      width={560}
      onSubmit={(values) => {
        const isKeyword = values.replyType === AutoReplyType.Keyword;
        return save.mutateAsync({
          data: {
            id: rule?.id,
            replyType: values.replyType,
            title: values.title.trim(),
            keywords: isKeyword ? normaliseKeywords(values.keywords) : [],
            matchMode: isKeyword ? values.matchMode : undefined,
            content: values.content.trim(),
            // The form does not edit pictures: a rule keeps the ones it has.
            images: rule?.images ?? [],
            isEnabled: values.isEnabled,
          },
        });
      }}
    >
      <Form.Item name="replyType" label={t('autoReply.replyType')} rules={[required]}>
        <Radio.Group options={enumOptions('autoReplyType')} optionType="button" />
      </Form.Item>
      <Form.Item name="title" label={t('autoReply.ruleTitle')} extra={t('autoReply.ruleTitleHint')} rules={[required, notBlank]}>
        <Input maxLength={AUTO_REPLY_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item noStyle dependencies={['replyType']}>
        {({ getFieldValue }) =>
          getFieldValue('replyType') === AutoReplyType.Keyword ? (
            <>
              <Form.Item
                name="keywords"
                label={t('autoReply.keywords')}
                extra={t('autoReply.keywordsHint', { max: AUTO_REPLY_KEYWORDS_MAX, length: AUTO_REPLY_KEYWORD_MAX })}
                rules={keywordRules}
                required
              >
                <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，']} aria-label={t('autoReply.keywords')} />
              </Form.Item>
              <Form.Item name="matchMode" label={t('autoReply.matchMode')}>
                <Radio.Group
                  options={[AutoReplyMatchMode.Contains, AutoReplyMatchMode.Exact].map((value) => ({
                    value,
                    label: t(`autoReply.matchMode.${value}`),
                  }))}
                />
              </Form.Item>
            </>
          ) : null
        }
      </Form.Item>
      <Form.Item name="content" label={t('autoReply.content')} rules={[required, notBlank]}>
        <Input.TextArea
          // Named directly: the form's field id ("content") can be taken by the page around the dialog.
          aria-label={t('autoReply.content')}
          maxLength={AUTO_REPLY_CONTENT_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      </Form.Item>
      <Form.Item name="isEnabled" label={t('autoReply.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}

/** The dialog for a new rule (no id) or for the rule with this id, once its info has loaded. */
export default function AutoReplyForm({ id, onClose }: { id?: number; onClose: () => void }) {
  const info = useGetAutoReplyInfo({ id: id ?? 0 }, { query: { enabled: id !== undefined, select: (r) => r.data } });
  if (id === undefined) return <RuleForm onClose={onClose} />;
  return info.data ? <RuleForm rule={info.data} onClose={onClose} /> : null;
}
