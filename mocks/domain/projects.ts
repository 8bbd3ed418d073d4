/**
 * The platform's project dictionary (category → sub-category → project) over the catalogue's
 * projects, the ones orders, deals and doctors refer to: the whole tree (getProjectTree) and one
 * level at a time (GetProjectByParentId). Categories are the sandbox's grouping; project ids are
 * the catalogue's, so a project picked in a form is one the orders know.
 */
import type { ProjectNode } from '@generated/main/model';
import { projectById } from '../db/catalog.ts';

const TREE: readonly { id: number; name: string; subs: readonly { id: number; name: string; projects: readonly number[] }[] }[] = [
  {
    id: 1,
    name: '手术整形',
    subs: [
      { id: 11, name: '眼鼻整形', projects: [301, 302, 303] },
      { id: 12, name: '胸部与身体塑形', projects: [304, 306, 308] },
      { id: 13, name: '面部轮廓', projects: [309] },
    ],
  },
  { id: 2, name: '注射美容', subs: [{ id: 21, name: '注射填充与除皱', projects: [305, 307, 313, 316] }] },
  {
    id: 3,
    name: '皮肤美容',
    subs: [
      { id: 31, name: '光电抗衰', projects: [310, 311, 312, 314] },
      { id: 32, name: '皮肤护理', projects: [315, 317] },
    ],
  },
];

function nodes(withChildren: boolean): ProjectNode[] {
  return TREE.map((category) => ({
    id: category.id,
    parentId: 0,
    name: category.name,
    level: 1,
    hasChildren: true,
    ...(withChildren
      ? {
          children: category.subs.map((sub) => ({
            id: sub.id,
            parentId: category.id,
            name: sub.name,
            level: 2,
            hasChildren: true,
            children: sub.projects.map((id) => projectNode(id, sub.id)),
          })),
        }
      : {}),
  }));
}

function projectNode(id: number, parentId: number): ProjectNode {
  return { id, parentId, name: projectById.get(id)?.name ?? '', level: 3, hasChildren: false };
}

/** The whole dictionary, children filled down to the projects. */
export const projectTree = (): ProjectNode[] => nodes(true);

/** One level: the categories for 0, else the children of `parentId` (none for a project or an unknown id). */
export function projectChildren(parentId = 0): ProjectNode[] {
  if (parentId === 0) return nodes(false);
  const category = TREE.find((c) => c.id === parentId);
  if (category) return category.subs.map((sub) => ({ id: sub.id, parentId: category.id, name: sub.name, level: 2, hasChildren: true }));
  const sub = TREE.flatMap((c) => c.subs).find((s) => s.id === parentId);
  return sub ? sub.projects.map((id) => projectNode(id, sub.id)) : [];
}

/** Where a catalogue project sits in the dictionary: its top-level category; undefined for an id the tree does not hold. */
export function projectCategory(projectId: number): { id: number; name: string } | undefined {
  const category = TREE.find((c) => c.subs.some((sub) => sub.projects.includes(projectId)));
  return category ? { id: category.id, name: category.name } : undefined;
}

/** The catalogue project ids under a category or sub-category (every project for none; none for an unknown id). */
export function projectIdsUnder(parentId?: number): number[] {
  const subs = TREE.flatMap((c) => (parentId === undefined || c.id === parentId ? c.subs : c.subs.filter((s) => s.id === parentId)));
  return subs.flatMap((sub) => sub.projects);
}
