/**
 * Registers a custom element unless its tag is taken. A second copy of the kit on a page (or a
 * second script tag) is a deployment slip, not a reason to break the page, so it only warns.
 * Returns whether this call registered the element.
 */
export function defineOnce(
  tag: string,
  element: CustomElementConstructor,
  registry: CustomElementRegistry = customElements,
): boolean {
  if (registry.get(tag)) {
    console.warn(`souq: <${tag}> is already defined; the second copy of the kit is ignored.`);
    return false;
  }
  registry.define(tag, element);
  return true;
}
