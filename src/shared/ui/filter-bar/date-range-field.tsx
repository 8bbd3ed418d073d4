/**
 * The date-range control of FilterBar, in its own module: antd's date picker is the heaviest part
 * of a filter row, so FilterBar loads it only for lists that filter by date.
 */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { DateRange } from '@/lib/list-state/list-parsers.ts';

export default function DateRangeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
}) {
  return (
    <DatePicker.RangePicker
      id={{ start: id }}
      aria-label={label}
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      onChange={(dates) => onChange(dates?.[0] && dates[1] ? [dates[0].format('YYYY-MM-DD'), dates[1].format('YYYY-MM-DD')] : null)}
    />
  );
}
