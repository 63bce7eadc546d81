import { act, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { DropdownPanel } from './DropdownPanel';
import { useDropdown } from './useDropdown';

const FRUIT = ['Apples', 'Dates', 'Figs'] as const;

interface FruitMenuProps {
  onPick: (fruit: string) => void;
  /** The `::part()` name given to the panel. */
  part?: string;
}

function FruitMenu({ onPick, part }: FruitMenuProps): ReactNode {
  const [open, setOpen] = useState(false);
  const dropdown = useDropdown({ open, onOpenChange: setOpen, kind: 'menu' });
  return (
    <>
      <button type="button" ref={dropdown.refs.setReference} {...dropdown.getReferenceProps()}>
        Fruit
      </button>
      {open && (
        <DropdownPanel
          dropdown={dropdown}
          onClose={() => setOpen(false)}
          aria-label="Fruit"
          part={part}
        >
          {FRUIT.map((fruit, index) => (
            <button
              key={fruit}
              type="button"
              {...dropdown.itemProps(index, () => {
                onPick(fruit);
                setOpen(false);
              })}
            >
              {fruit}
            </button>
          ))}
        </DropdownPanel>
      )}
      <button type="button">After</button>
    </>
  );
}

describe('a dropdown menu', () => {
  it('opens from its button as a menu whose items take the arrow keys, wrapping around', async () => {
    const onPick = vi.fn();
    const { user } = renderWithSouq(<FruitMenu onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([...FRUIT]);

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Apples');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Figs');
    await user.keyboard('{Enter}');

    expect(onPick).toHaveBeenCalledWith('Figs');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes onto its button with Tab, so the next Tab moves on', async () => {
    const { user } = renderWithSouq(<FruitMenu onPick={() => {}} />);
    const button = screen.getByRole('button', { name: 'Fruit' });
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    await act(async () => {});
    expect(document.activeElement).toBe(button);
  });

  it('puts the part name it is given on the panel that is the menu', async () => {
    const { user } = renderWithSouq(<FruitMenu onPick={() => {}} part="panel" />);
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(screen.getByRole('menu').getAttribute('part')).toBe('panel');
  });

  it('has no serious accessibility violation while open', async () => {
    const { user, container } = renderWithSouq(<FruitMenu onPick={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(await seriousViolations(container)).toEqual([]);
  });
});
