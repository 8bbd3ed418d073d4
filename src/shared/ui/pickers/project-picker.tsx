/**
 * Projects of the platform's project dictionary (category → sub-category → project).
 *
 * - `ProjectPicker`: the whole tree at once (getProjectTree), searchable, one or several
 *   projects (`multiple`); the value is project ids.
 * - `ProjectCascader`: level by level (GetProjectByParentId, each level asked for when opened), for
 *   forms that need the path; the value is the ids from the top category down.
 *
 *   <Form.Item name="projectIds" label={t('pickers.project')}><ProjectPicker multiple /></Form.Item>
 */
import { useQueryClient } from '@tanstack/react-query';
import { Cascader, TreeSelect } from 'antd';
import { useState } from 'react';
import { getGetProjectByParentIdQueryOptions, useGetCommonProjectTree, useGetProjectByParentId } from '@generated/main/common/common';
import type { ProjectNode } from '@generated/main/model';
import { useT } from '@/lib/i18n/use-t.ts';
import { pickerTexts } from './picker-texts.ts';

const FIELD_NAMES = { label: 'name', value: 'id', children: 'children' } as const;

interface PickerBase {
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

export type ProjectPickerProps = PickerBase &
  (
    | { multiple?: false; value?: number; onChange?: (id: number | undefined) => void }
    | { multiple: true; value?: number[]; onChange?: (ids: number[]) => void }
  );

export function ProjectPicker(props: ProjectPickerProps) {
  const t = useT(pickerTexts);
  const tree = useGetCommonProjectTree({ query: { select: (answer) => answer.data, staleTime: Infinity } });
  return (
    <TreeSelect<number | number[]>
      id={props.id}
      aria-label={props['aria-label']}
      treeData={tree.data as never}
      fieldNames={FIELD_NAMES}
      loading={tree.isPending}
      disabled={props.disabled}
      multiple={props.multiple}
      value={props.value}
      onChange={(value) => (props.onChange as ((value: unknown) => void) | undefined)?.(value ?? undefined)}
      placeholder={t('pickers.projectPlaceholder')}
      showSearch
      treeNodeFilterProp="name"
      allowClear
      style={{ minWidth: 240 }}
    />
  );
}

type CascaderNode = ProjectNode & { isLeaf: boolean; children?: CascaderNode[] };

const toNode = (node: ProjectNode): CascaderNode => ({ ...node, children: undefined, isLeaf: !node.hasChildren });

export interface ProjectCascaderProps extends PickerBase {
  value?: number[];
  onChange?: (ids: number[] | undefined) => void;
}

export function ProjectCascader({ value, onChange, disabled, id, 'aria-label': ariaLabel }: ProjectCascaderProps) {
  const t = useT(pickerTexts);
  const queryClient = useQueryClient();
  const top = useGetProjectByParentId({ parentId: 0 }, { query: { select: (answer) => answer.data.map(toNode) } });
  // Children asked for so far, by parent id (the top level comes from the query above).
  const [children, setChildren] = useState<Record<number, CascaderNode[]>>({});
  const withChildren = (nodes: CascaderNode[]): CascaderNode[] =>
    nodes.map((node) => (children[node.id] ? { ...node, children: withChildren(children[node.id] ?? []) } : node));

  const loadData = async (path: CascaderNode[]) => {
    const parent = path.at(-1);
    if (!parent || children[parent.id]) return;
    const answer = await queryClient.fetchQuery(getGetProjectByParentIdQueryOptions({ parentId: parent.id }));
    setChildren((loaded) => ({ ...loaded, [parent.id]: answer.data.map(toNode) }));
  };

  return (
    <Cascader<CascaderNode>
      id={id}
      aria-label={ariaLabel}
      options={withChildren(top.data ?? [])}
      fieldNames={FIELD_NAMES}
      loadData={(path) => void loadData(path)}
      loading={top.isPending}
      disabled={disabled}
      value={value}
      onChange={(ids) => onChange?.(ids && ids.length > 0 ? (ids as number[]) : undefined)}
      placeholder={t('pickers.projectPlaceholder')}
      changeOnSelect
      style={{ minWidth: 240 }}
    />
  );
}
