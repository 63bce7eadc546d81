import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSouq, seriousViolations } from '../testing';
import { StepIndicator } from './StepIndicator';

afterEach(cleanup);

const NAMES = ['Store details', 'Owner details', 'Account', 'Review and send'];

describe('given the third of four steps', () => {
  it('marks it the current step and says the ones before it are done', () => {
    renderWithSouq(<StepIndicator names={NAMES} current={2} />);
    const steps = within(screen.getByRole('list', { name: 'Application steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
    ]);
    expect(steps.map((step) => step.textContent)).toEqual([
      '1. Store detailsCompleted step',
      '2. Owner detailsCompleted step',
      '3. Account',
      '4. Review and send',
    ]);
  });

  it('names the list in Arabic, and has no serious accessibility violations', async () => {
    const { container } = renderWithSouq(<StepIndicator names={NAMES} current={0} />, {
      language: 'ar',
    });
    expect(screen.getByRole('list', { name: 'خطوات الطلب' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
