/**
 * My mark on a customer (contract CustomerMyMark, designed): at most 10 tags of at most 20
 * characters each, none blank, none twice, and a remark of at most 200 characters. The client
 * checks them before saving, as the platform refuses them; a mark without tags and remark removes it.
 */
export const MY_MARK_MAX_TAGS = 10;
export const MY_MARK_TAG_MAX = 20;
export const MY_MARK_REMARK_MAX = 200;

export type TagsProblem = 'tooManyTags' | 'tagBlank' | 'tagTooLong' | 'tagRepeated';

/** What is wrong with the tags, as typed (trimmed before they are compared); undefined: fine. */
export function tagsProblem(tags: readonly string[]): TagsProblem | undefined {
  const trimmed = tags.map((tag) => tag.trim());
  if (trimmed.length > MY_MARK_MAX_TAGS) return 'tooManyTags';
  if (trimmed.some((tag) => tag === '')) return 'tagBlank';
  if (trimmed.some((tag) => tag.length > MY_MARK_TAG_MAX)) return 'tagTooLong';
  if (new Set(trimmed).size !== trimmed.length) return 'tagRepeated';
  return undefined;
}

/** The mark as saved: tags and remark trimmed. */
export function markToSave(values: { tags?: readonly string[]; remark?: string }): { tags: string[]; remark: string } {
  return { tags: (values.tags ?? []).map((tag) => tag.trim()), remark: values.remark?.trim() ?? '' };
}
