/**
 * Adds an event listener and returns the function that removes it. Islands collect these, so their
 * clean-up is one line however many listeners they add.
 */
export function listen<E extends Event = Event>(target: EventTarget, type: string, handler: (event: E) => void, options?: AddEventListenerOptions): () => void {
  target.addEventListener(type, handler as EventListener, options);
  return () => target.removeEventListener(type, handler as EventListener, options);
}
