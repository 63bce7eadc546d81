import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../core/i18n';
import { renderWithSouq, seriousViolations } from '../testing';
import { SegmentedControl } from './SegmentedControl';

const SIZES = ['small', 'medium', 'large'] as const;
type Size = (typeof SIZES)[number];

function Sizes({ onChange }: { onChange?: (size: Size) => void }) {
  const [size, setSize] = useState<Size>('medium');
  return (
    <SegmentedControl
      label="Size"
      options={SIZES}
      value={size}
      onChange={(next) => {
        setSize(next);
        onChange?.(next);
      }}
      renderOption={(option) => option}
    />
  );
}

const renderIn = (language: Locale, onChange?: (size: Size) => void) =>
  renderWithSouq(<Sizes {...(onChange ? { onChange } : {})} />, { language });

describe('given a segmented control', () => {
  it('is a named radio group with the chosen option checked and the only tab stop', async () => {
    const { container } = renderIn('en');
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeDefined();
    const checked = screen.getByRole('radio', { checked: true });
    expect(checked.textContent).toBe('medium');
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('chooses an option on click, and says nothing when the chosen one is clicked again', async () => {
    const onChange = vi.fn();
    const { user } = renderIn('en', onChange);
    await user.click(screen.getByRole('radio', { name: 'large' }));
    await user.click(screen.getByRole('radio', { name: 'large' }));
    expect(onChange.mock.calls).toEqual([['large']]);
  });
});

describe('given a part name', () => {
  it('puts it on the radio group', () => {
    renderWithSouq(
      <SegmentedControl
        label="Size"
        options={SIZES}
        value="small"
        onChange={() => {}}
        renderOption={(option) => option}
        part="control"
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Size' }).getAttribute('part')).toBe('control');
  });
});

describe('when the keyboard moves the choice', () => {
  it('goes right to the next option in English, wrapping at the end', async () => {
    const { user } = renderIn('en');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'large' }).getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('small');
  });

  it('goes left to the next option in Arabic, and down is next in both', async () => {
    const { user } = renderIn('ar');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('large');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('small');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('large');
  });
});
