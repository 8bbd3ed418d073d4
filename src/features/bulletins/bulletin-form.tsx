/**
 * Writing a bulletin in a drawer: title, the body in the rich-text editor, images and an optional
 * period it is shown in. Saving (new or edited) submits it for platform review. The limits are the
 * platform's (src/lib/bulletins/bulletin-rules.ts), checked here first so nothing is sent that it
 * would refuse; a bulletin under review is not offered for editing (the platform refuses it too).
 */
import { DatePicker, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { getGetBulletinDetailQueryKey, getGetBulletinListQueryKey, useSaveBulletin } from '@generated/main/bulletins/bulletins';
import { type Bulletin, type BulletinSaveRequest, BulletinStatus } from '@generated/main/model';
import { BULLETIN_HTML_MAX, BULLETIN_TEXT_MAX, BULLETIN_TITLE_MAX } from '@/lib/bulletins/bulletin-rules.ts';
import { DATE_TIME_FORMAT } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isBlankText } from '@/lib/text/blank-text.ts';
import { htmlText, htmlTextLength } from '@/lib/text/html-text.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { LazyRichTextEditor } from '@/shared/ui/rich-text-editor/lazy-rich-text-editor.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { bulletinTexts } from './bulletin-texts.ts';

export interface BulletinFormValues {
  title: string;
  content: string;
  images: string[];
  period?: [Dayjs | null, Dayjs | null] | null;
}

function valuesOf(entry: Bulletin | undefined): Partial<BulletinFormValues> {
  if (!entry) return { content: '', images: [] };
  return {
    title: entry.title,
    content: entry.content,
    images: (entry.images ?? []).map((image) => image.url),
    period:
      entry.startTime || entry.endTime
        ? [entry.startTime ? dayjs(entry.startTime) : null, entry.endTime ? dayjs(entry.endTime) : null]
        : null,
  };
}

/** The validated form as the save request. */
export function requestOf(values: BulletinFormValues, id: number | undefined): BulletinSaveRequest {
  const [start, end] = values.period ?? [];
  return {
    ...(id !== undefined ? { id } : {}),
    title: values.title.trim(),
    content: values.content,
    images: (values.images ?? []).map((url) => ({ url })),
    ...(start ? { startTime: start.format(DATE_TIME_FORMAT) } : {}),
    ...(end ? { endTime: end.format(DATE_TIME_FORMAT) } : {}),
  };
}

export default function BulletinFormDrawer({ entry, onClose }: { entry?: Bulletin; onClose: () => void }) {
  const t = useT(bulletinTexts);
  const save = useSaveBulletin();
  const checkContent = (_: unknown, html: string | undefined) => {
    if (isBlankText(htmlText(html))) return Promise.reject(new Error(t('bulletins.contentRequired')));
    if (htmlTextLength(html) > BULLETIN_TEXT_MAX)
      return Promise.reject(new Error(t('bulletins.contentTooLong', { max: BULLETIN_TEXT_MAX })));
    if ((html ?? '').length > BULLETIN_HTML_MAX) return Promise.reject(new Error(t('bulletins.contentTooBig')));
    return Promise.resolve();
  };
  return (
    <FormDrawer<BulletinFormValues>
      open
      width={720}
      title={entry ? t('bulletins.editOf', { title: entry.title }) : t('bulletins.add')}
      initialValues={valuesOf(entry)}
      submitText={t('bulletins.submit')}
      successText={t('bulletins.submitted')}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ data: requestOf(values, entry?.id) })}
      invalidates={[getGetBulletinListQueryKey().slice(0, 2), ...(entry ? [getGetBulletinDetailQueryKey({ id: entry.id })] : [])]}
    >
      <Typography.Paragraph type="secondary">{t('bulletins.reviewHint')}</Typography.Paragraph>
      {entry?.status === BulletinStatus.Rejected && entry.rejectReason ? (
        <Typography.Paragraph type="danger">{t('bulletins.rejectReason', { reason: entry.rejectReason })}</Typography.Paragraph>
      ) : null}
      <Form.Item
        name="title"
        label={t('bulletins.title')}
        rules={[{ required: true, whitespace: true, message: t('bulletins.titleRequired') }, { max: BULLETIN_TITLE_MAX }]}
      >
        <Input maxLength={BULLETIN_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item name="content" label={t('bulletins.content')} required rules={[{ validator: checkContent }]}>
        <LazyRichTextEditor aria-label={t('bulletins.content')} maxText={BULLETIN_TEXT_MAX} />
      </Form.Item>
      <Form.Item name="images" label={t('bulletins.images')}>
        <ImageUpload folder="hospital/bulletin" max={9} />
      </Form.Item>
      <Form.Item name="period" label={t('bulletins.periodField')}>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={[t('bulletins.periodStart'), t('bulletins.periodEnd')]}
        />
      </Form.Item>
    </FormDrawer>
  );
}
