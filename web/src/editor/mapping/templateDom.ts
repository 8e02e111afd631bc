import { parseTemplate } from '@huiliu/core';
import { chipLabel } from './chipLabel';

/**
 * The mapping input is a contenteditable line: typed text stays text nodes, each `{{…}}` reference is a
 * non-editable chip that keeps its template in data-template. These two functions are its whole model.
 */
export function renderTemplateInto(element: HTMLElement, value: string, chipClass: string): void {
  element.replaceChildren(
    ...parseTemplate(value).map((part) => {
      if (part.kind === 'text') return document.createTextNode(part.text);
      const chip = document.createElement('span');
      chip.contentEditable = 'false';
      chip.className = chipClass;
      chip.dataset.template = part.ref.raw;
      chip.title = part.ref.raw;
      chip.textContent = chipLabel(part.ref);
      return chip;
    }),
  );
}

export function readTemplateFrom(element: HTMLElement): string {
  let out = '';
  element.childNodes.forEach((node) => {
    if (node instanceof HTMLElement && node.dataset.template) out += node.dataset.template;
    else if (node instanceof HTMLBRElement) out += '';
    else out += node.textContent ?? '';
  });
  return out;
}

/** Put a chip's template at the caret when the caret is inside the element, else at the end. */
export function insertAtCaret(element: HTMLElement, template: string, chipClass: string, range: Range | null): string {
  const holder = document.createElement('span');
  renderTemplateInto(holder, template, chipClass);
  const nodes = [...holder.childNodes];
  if (range && element.contains(range.startContainer)) {
    range.deleteContents();
    for (const node of nodes.reverse()) range.insertNode(node);
  } else {
    element.append(...nodes);
  }
  return readTemplateFrom(element);
}
