import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import { contactPersonNameSchema, deliveryNoteSchema, phoneSchema } from '../../core/validation';
import { renderWithSouq, seriousViolations } from '../testing';
import { CheckboxField, ChoiceGroup, FormAlert, TextAreaField, TextField } from './FormFields';
import { showServerFieldError, useRuleForm } from './useRuleForm';

const schema = v.object({
  name: contactPersonNameSchema,
  phone: phoneSchema,
  note: deliveryNoteSchema,
  kind: v.string(),
  cutlery: v.boolean(),
});

type Values = v.InferOutput<typeof schema>;

/** A small delivery form; `refusal` is what the "server" answers on submit. */
function DeliveryForm({
  onSent,
  refusal,
}: {
  onSent: (values: Values) => void;
  refusal?: ApiError;
}): ReactNode {
  const form = useRuleForm<Values>({
    schema,
    defaultValues: { name: '', phone: '', note: '', kind: 'home', cutlery: false },
  });
  const submit = form.handleSubmit((values) => {
    if (refusal && showServerFieldError(form, refusal, ['name', 'phone', 'note'])) return;
    onSent(values);
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="name" label="Contact person name" required />
      <TextField form={form} name="phone" label="Phone" type="tel" required />
      <TextAreaField form={form} name="note" label="Delivery note" maxLength={191} />
      <ChoiceGroup
        form={form}
        name="kind"
        label="Address type"
        options={[
          { value: 'home', label: 'Home' },
          { value: 'office', label: 'Office' },
        ]}
      />
      <CheckboxField form={form} name="cutlery" label="Add cutlery" />
      <FormAlert>{null}</FormAlert>
      <button type="submit">Place order</button>
    </form>
  );
}

describe('given a form built on the rules', () => {
  it('says nothing before the shopper has touched a field', () => {
    renderWithSouq(<DeliveryForm onSent={vi.fn()} />);
    expect(
      screen.getByRole('textbox', { name: /Contact person name/ }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on submit shows each rule in its field, focuses the first and sends nothing', async () => {
    const onSent = vi.fn();
    const { user } = renderWithSouq(<DeliveryForm onSent={onSent} />);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const name = screen.getByRole('textbox', { name: /Contact person name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(name);
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    const phoneError = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
    expect(phoneError?.textContent).toBe('Phone number is required');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('checks a field when the shopper leaves it, in Arabic', async () => {
    const { user } = renderWithSouq(<DeliveryForm onSent={vi.fn()} />, { language: 'ar' });
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.type(phone, '0123');
    await user.tab();
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).not.toBe('');
    expect(error?.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('counts a note by characters as a person does and refuses one past 191', async () => {
    const { user } = renderWithSouq(<DeliveryForm onSent={vi.fn()} />);
    const note = screen.getByRole('textbox', { name: 'Delivery note' });
    await user.type(note, '🍎🍎');
    expect(screen.getByText('2 of 191 characters')).toBeTruthy();
    await user.clear(note);
    await user.click(note);
    await user.paste('x'.repeat(192));
    await user.tab();
    await waitFor(() =>
      expect(screen.getByText('Delivery note must be at most 191 characters')).toBeTruthy(),
    );
    expect(note.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('puts the server refusal of a field on that field, as the server worded it', async () => {
    const refusal = new ApiError({
      status: 422,
      messages: ['Phone number is already taken'],
      code: 'phone',
      aborted: false,
    });
    const onSent = vi.fn();
    const { user } = renderWithSouq(<DeliveryForm onSent={onSent} refusal={refusal} />);
    await user.type(screen.getByRole('textbox', { name: /Contact person name/ }), 'Mona Adel');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+201012345678');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByText('Phone number is already taken')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Phone/ }));
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends the typed values, the choice and the check box', async () => {
    const onSent = vi.fn();
    const { user } = renderWithSouq(<DeliveryForm onSent={onSent} />);
    await user.type(screen.getByRole('textbox', { name: /Contact person name/ }), 'Mona Adel');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+201012345678');
    await user.click(screen.getByRole('radio', { name: 'Office' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add cutlery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSent.mock.calls[0]?.[0]).toEqual({
      name: 'Mona Adel',
      phone: '+201012345678',
      note: '',
      kind: 'office',
      cutlery: true,
    });
  });

  it('has no serious accessibility violations with errors showing', async () => {
    const { user, container } = renderWithSouq(<DeliveryForm onSent={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByText('Phone number is required')).toBeTruthy());
    expect(await seriousViolations(container)).toEqual([]);
  });
});
