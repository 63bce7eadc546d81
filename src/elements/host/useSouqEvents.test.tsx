import { describe, expect, it } from 'vitest';
import { renderWithSouq } from '../../ui/testing/renderWithSouq';
import { useSouqEvents } from './useSouqEvents';

describe('given a widget inside a WidgetRoot that has just mounted', () => {
  it('does not render again a component that fires events, however many a page holds', () => {
    let renders = 0;
    function FiresEvents() {
      useSouqEvents();
      renders += 1;
      return null;
    }
    renderWithSouq(<FiresEvents />);
    expect(renders).toBe(1);
  });

  it("fires a component's events from inside the WidgetRoot, where they bubble to the page", () => {
    let fire: (() => void) | undefined;
    function FiresEvents() {
      const events = useSouqEvents();
      fire = () => events.dispatch('souq:search-submit', { name: 'dates' });
      return null;
    }
    const { container } = renderWithSouq(<FiresEvents />);
    const heard: EventTarget[] = [];
    container.addEventListener('souq:search-submit', (event) =>
      heard.push(event.target as EventTarget),
    );
    fire?.();
    expect(heard).toHaveLength(1);
    expect(container.contains(heard[0] as Node)).toBe(true);
  });
});
