/**
 * jsdom does no layout, and ProseMirror (the rich-text editor) asks for coordinates whenever it
 * scrolls the selection into view or handles a click. Tests that edit rich text import this once:
 * it gives ranges and elements empty boxes, the answer a browser gives for something not laid out,
 * so the editor behaves and nothing is pretended about positions.
 */
const EMPTY_RECT = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
const emptyRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

for (const proto of [Range.prototype, Element.prototype]) {
  proto.getClientRects ??= emptyRects;
  proto.getBoundingClientRect ??= () => EMPTY_RECT;
}
// jsdom has no hit-testing; ProseMirror asks for the element under a click.
document.elementFromPoint ??= () => null;
