import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../core/i18n';
import { renderWithSouq, seriousViolations } from '../testing';
import { Tabs } from './Tabs';

const FRUITS = ['apples', 'dates', 'figs'] as const;
type Fruit = (typeof FRUITS)[number];

function Fruits({ onChange, busy }: { onChange?: (fruit: Fruit) => void; busy?: boolean }) {
  const [fruit, setFruit] = useState<Fruit>('dates');
  return (
    <Tabs
      label="Fruits"
      tabs={FRUITS}
      value={fruit}
      onChange={(next) => {
        setFruit(next);
        onChange?.(next);
      }}
      renderTab={(tab) => tab}
      busy={busy}
    >
      <p>{`All about ${fruit}`}</p>
    </Tabs>
  );
}

const renderIn = (language: Locale, onChange?: (fruit: Fruit) => void) =>
  renderWithSouq(<Fruits {...(onChange ? { onChange } : {})} />, { language });

const tab = (name: string) => screen.getByRole('tab', { name });

describe('given tabs', () => {
  it('is a named tab list with the chosen tab selected and the only tab stop', async () => {
    const { container } = renderIn('en');
    expect(screen.getByRole('tablist', { name: 'Fruits' })).toBeTruthy();
    expect(tab('dates').getAttribute('aria-selected')).toBe('true');
    expect(tab('apples').getAttribute('aria-selected')).toBe('false');
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([-1, 0, -1]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows the chosen tab’s panel, named by that tab and controlled by it alone', () => {
    renderIn('en');
    const panel = screen.getByRole('tabpanel', { name: 'dates' });
    expect(panel.textContent).toBe('All about dates');
    expect(tab('dates').getAttribute('aria-controls')).toBe(panel.id);
    expect(tab('apples').getAttribute('aria-controls')).toBeNull();
    expect(panel.tabIndex).toBe(-1);
  });

  it('chooses a tab on click and shows its panel', async () => {
    const onChange = vi.fn();
    const { user } = renderIn('en', onChange);
    await user.click(tab('figs'));
    expect(onChange.mock.calls).toEqual([['figs']]);
    expect(tab('figs').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'figs' }).textContent).toBe('All about figs');
  });
});

describe('given a heading that names the tabs', () => {
  it('is named by that heading', () => {
    renderWithSouq(
      <>
        <h1 id="fruit-heading">Our fruit</h1>
        <Tabs
          labelledBy="fruit-heading"
          tabs={FRUITS}
          value="figs"
          onChange={() => {}}
          renderTab={(fruit) => fruit}
        >
          {null}
        </Tabs>
      </>,
    );
    expect(screen.getByRole('tablist', { name: 'Our fruit' })).toBeTruthy();
  });
});

describe('given a panel whose content loads', () => {
  it('marks the panel busy', () => {
    renderWithSouq(<Fruits busy />);
    expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('true');
  });
});

describe('when the keyboard moves between the tabs', () => {
  it('goes right to the next tab in English, choosing it and wrapping at the end', async () => {
    const { user } = renderIn('en');
    await user.tab();
    expect(document.activeElement).toBe(tab('dates'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('figs'));
    expect(tab('figs').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'figs' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('apples'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('figs'));
  });

  it('goes left to the next tab in Arabic, and right to the previous one', async () => {
    const { user } = renderIn('ar');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('figs'));
    expect(tab('figs').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('apples'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('figs'));
    await user.keyboard('{ArrowRight}');
    expect(tab('dates').getAttribute('aria-selected')).toBe('true');
  });

  it('goes to the first tab with Home and the last with End, in either language', async () => {
    const { user } = renderIn('ar');
    await user.tab();
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('apples'));
    expect(tab('apples').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('figs'));
    expect(tab('figs').tabIndex).toBe(0);
    expect(tab('apples').tabIndex).toBe(-1);
  });

  it('leaves up and down to the page', async () => {
    const onChange = vi.fn();
    const { user } = renderIn('en', onChange);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(onChange).not.toHaveBeenCalled();
    expect(tab('dates').getAttribute('aria-selected')).toBe('true');
  });
});

describe('given the Arabic shop', () => {
  it('has no serious accessibility violations', async () => {
    const { container } = renderIn('ar');
    expect(await seriousViolations(container)).toEqual([]);
  });
});
