/**
 * A status, deal type or rating as a coloured tag, label and colour from the one enum-label table
 * (src/lib/enums/enum-labels.ts); a value the table does not know reads 'unknown status'.
 *
 *   <EnumTag kind="followStatus" value={order.followStatus} />
 */
import { Tag } from 'antd';
import { type EnumKind, enumEntry } from '@/lib/enums/enum-labels.ts';
import { enumTexts } from '@/lib/enums/enum-texts.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export function EnumTag({ kind, value }: { kind: EnumKind; value: number | null | undefined }) {
  const t = useT(enumTexts);
  const entry = enumEntry(kind, value);
  return (
    <Tag color={entry.color} data-value={value ?? ''} style={{ marginInlineEnd: 0 }}>
      {t(entry.label)}
    </Tag>
  );
}
