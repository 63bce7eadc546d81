import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ratingSchema } from '../../core/validation';
import { useRuleForm } from '../form';
import { renderWithSouq, seriousViolations } from '../testing';
import { StarRatingField } from './StarRatingField';

const schema = v.object({ rating: ratingSchema });

/** A form of one rating, sent when it passes. */
function RatingForm({ onSent }: { onSent: (rating: number | null) => void }): ReactNode {
  const form = useRuleForm<v.InferOutput<typeof schema>>({
    schema,
    defaultValues: { rating: null },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(({ rating }) => onSent(rating ?? null))}>
      <StarRatingField form={form} name="rating" label="Rating" required />
      <button type="submit">Send</button>
    </form>
  );
}

describe('given a star rating', () => {
  it('offers five named stars as radio buttons, none chosen', () => {
    renderWithSouq(<RatingForm onSent={vi.fn()} />);
    const group = screen.getByRole('group', { name: /Rating/ });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(stars.some((star) => (star as HTMLInputElement).checked)).toBe(false);
  });

  it('says a rating is required, in place, and sends nothing', async () => {
    const onSent = vi.fn();
    const { user } = renderWithSouq(<RatingForm onSent={onSent} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Rating is required')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Rating/ }).getAttribute('aria-invalid')).toBe('true');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('takes the stars chosen, by pointer or by arrow key', async () => {
    const onSent = vi.fn();
    const { user } = renderWithSouq(<RatingForm onSent={onSent} />);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(4));
  });

  it('names the stars in Arabic, with no serious accessibility violations', async () => {
    const { container } = renderWithSouq(<RatingForm onSent={vi.fn()} />, { language: 'ar' });
    expect(screen.getByRole('radio', { name: 'نجمة واحدة' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 نجوم' })).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
