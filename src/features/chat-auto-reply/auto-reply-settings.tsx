/**
 * Chat auto-reply settings: the switch with its working hours, then the rules in the order they
 * are tried. Reordering is by the up/down buttons of each row (keyboard usable; focus stays on the
 * moved row's button); every move sends the whole order (sortAutoReply takes every id) and shows
 * it at once, going back to the platform's order if the platform refuses. Add and edit open the
 * rule dialog; delete asks first.
 */
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { useDeleteAutoReply, useGetAutoReplyList, useSortAutoReply } from '@generated/main/chat-auto-reply/chat-auto-reply';
import type { AutoReply } from '@generated/main/model';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Flex, Tag, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { AUTO_REPLY_RULES_MAX } from '@/lib/chat-auto-reply/auto-reply-rules.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { AUTO_REPLY_READS } from './auto-reply-queries.ts';
import { AutoReplySwitch } from './auto-reply-switch.tsx';
import { autoReplyTexts } from './auto-reply-texts.ts';

const AutoReplyForm = lazy(() => import('./auto-reply-form.tsx'));

/** Every rule fits one page (a hospital keeps at most AUTO_REPLY_RULES_MAX). */
const ALL_RULES = { page: 1, limit: AUTO_REPLY_RULES_MAX };

const moveButtonId = (id: number, step: -1 | 1) => `auto-reply-${step < 0 ? 'up' : 'down'}-${id}`;

function RuleRow({
  rule,
  index,
  count,
  moving,
  onMove,
  onEdit,
}: {
  rule: AutoReply;
  index: number;
  count: number;
  moving: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
}) {
  const t = useT(autoReplyTexts);
  const queryClient = useQueryClient();
  const remove = useDeleteAutoReply({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('autoReply.deleted'));
        await Promise.all(AUTO_REPLY_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    },
  });
  return (
    <li data-testid="auto-reply-rule" style={{ listStyle: 'none', padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex gap={8} align="flex-start">
        <Flex vertical gap={2}>
          <Button
            id={moveButtonId(rule.id, -1)}
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={t('autoReply.moveUp', { title: rule.title })}
            disabled={index === 0 || moving}
            onClick={() => onMove(-1)}
          />
          <Button
            id={moveButtonId(rule.id, 1)}
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={t('autoReply.moveDown', { title: rule.title })}
            disabled={index === count - 1 || moving}
            onClick={() => onMove(1)}
          />
        </Flex>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex gap={6} align="center" wrap>
            <Typography.Text strong>{rule.title}</Typography.Text>
            <EnumTag kind="autoReplyType" value={rule.replyType} />
            {rule.isEnabled ? null : <Tag>{t('autoReply.disabled')}</Tag>}
          </Flex>
          {rule.keywords && rule.keywords.length > 0 ? (
            <Flex gap={4} wrap style={{ margin: '4px 0' }}>
              {rule.keywords.map((keyword) => (
                <Tag key={keyword} color="blue" bordered={false}>
                  {keyword}
                </Tag>
              ))}
            </Flex>
          ) : null}
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, color: 'rgba(0,0,0,0.65)' }}>
            {rule.content}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('autoReply.hits', { count: rule.hitCount ?? 0 })}
          </Typography.Text>
        </div>
        <Flex gap={0}>
          <Button type="link" size="small" aria-label={t('autoReply.editLabel', { title: rule.title })} onClick={onEdit}>
            {t('autoReply.edit')}
          </Button>
          <ConfirmAction
            size="small"
            danger
            title={t('autoReply.deleteConfirm', { title: rule.title })}
            onConfirm={() => remove.mutateAsync({ data: { id: rule.id } })}
          >
            <span aria-label={t('autoReply.deleteLabel', { title: rule.title })}>{t('common.delete')}</span>
          </ConfirmAction>
        </Flex>
      </Flex>
    </li>
  );
}

function RuleList({ rules, onEdit }: { rules: AutoReply[]; onEdit: (id: number) => void }) {
  const t = useT(autoReplyTexts);
  const queryClient = useQueryClient();
  // The order on screen while a move is being saved (the platform's order otherwise).
  const [pending, setPending] = useState<number[] | null>(null);
  const sort = useSortAutoReply();
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const shown = pending ? pending.flatMap((id) => byId.get(id) ?? []) : rules;

  const move = (index: number, step: -1 | 1) => {
    const ids = shown.map((rule) => rule.id);
    const id = ids[index] as number;
    ids.splice(index, 1);
    ids.splice(index + step, 0, id);
    setPending(ids);
    // The row moved under the focused button: keep the focus on it, or on its other arrow at an end.
    const atEnd = index + step === 0 || index + step === ids.length - 1;
    const focusId = moveButtonId(id, atEnd ? (-step as -1 | 1) : step);
    // After the save, when the buttons are enabled again.
    const refocus = () => requestAnimationFrame(() => document.getElementById(focusId)?.focus());
    sort.mutate(
      { data: { ids } },
      {
        onSuccess: async () => {
          feedback.message.success(t('autoReply.moved'));
          await Promise.all(AUTO_REPLY_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
          setPending(null);
          refocus();
        },
        onError: () => {
          setPending(null);
          refocus();
        },
      },
    );
  };

  return (
    <ol aria-label={t('autoReply.title')} style={{ margin: 0, padding: 0 }}>
      {shown.map((rule, index) => (
        <RuleRow
          key={rule.id}
          rule={rule}
          index={index}
          count={shown.length}
          moving={sort.isPending}
          onMove={(step) => move(index, step)}
          onEdit={() => onEdit(rule.id)}
        />
      ))}
    </ol>
  );
}

export default function AutoReplySettings() {
  const t = useT(autoReplyTexts);
  const query = useGetAutoReplyList(ALL_RULES, { query: { select: (r) => r.data } });
  // null: no dialog; {}: a new rule; { id }: that rule.
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const count = query.data?.total ?? 0;
  const full = count >= AUTO_REPLY_RULES_MAX;
  return (
    <div>
      <Typography.Paragraph type="secondary">{t('autoReply.intro')}</Typography.Paragraph>
      <AutoReplySwitch />
      <Divider />
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 15 }}>
          {t('autoReply.rules', { count, max: AUTO_REPLY_RULES_MAX })}
        </Typography.Title>
        <Tooltip title={full ? t('autoReply.limitReached', { max: AUTO_REPLY_RULES_MAX }) : undefined}>
          <Button type="primary" size="small" icon={<PlusOutlined aria-hidden />} disabled={full} onClick={() => setEditing({})}>
            {t('autoReply.add')}
          </Button>
        </Tooltip>
      </Flex>
      <QueryBoundary query={query} isEmpty={(page) => page.list.length === 0} empty={t('autoReply.empty')}>
        {(page) => <RuleList rules={page.list} onEdit={(id) => setEditing({ id })} />}
      </QueryBoundary>
      <Suspense fallback={null}>{editing ? <AutoReplyForm id={editing.id} onClose={() => setEditing(null)} /> : null}</Suspense>
    </div>
  );
}
