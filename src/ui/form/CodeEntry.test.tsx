import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/ApiError';
import { renderWithSouq } from '../testing';
import { CodeEntry } from './CodeEntry';

afterEach(cleanup);

const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 4` });
const boxValues = () => [1, 2, 3, 4].map((position) => (box(position) as HTMLInputElement).value);

function renderEntry(props: Partial<Parameters<typeof CodeEntry>[0]> = {}) {
  const verify = vi.fn(async (_code: string) => {});
  const resend = vi.fn(async () => {});
  const rendered = renderWithSouq(<CodeEntry verify={verify} resend={resend} {...props} />);
  return { ...rendered, verify };
}

describe('CodeEntry', () => {
  describe('when the shopper types the code', () => {
    it('moves to the next box after each digit and verifies once all four are there', async () => {
      const { user, verify } = renderEntry();
      await user.click(box(1));
      await user.keyboard('12');
      expect(document.activeElement).toBe(box(3));
      await user.keyboard('34');
      expect(boxValues()).toEqual(['1', '2', '3', '4']);
      expect(verify).toHaveBeenCalledWith('1234');
    });

    it('takes Arabic-Indic digits as Latin ones, and nothing but digits', async () => {
      const { user, verify } = renderEntry();
      await user.click(box(1));
      await user.keyboard('a٤');
      expect(boxValues()).toEqual(['4', '', '', '']);
      await user.keyboard('-٣۲1');
      expect(verify).toHaveBeenCalledWith('4321');
    });

    it('goes back and clears the box before on Backspace in an empty box', async () => {
      const { user } = renderEntry();
      await user.click(box(1));
      await user.keyboard('12');
      await user.keyboard('{Backspace}');
      expect(document.activeElement).toBe(box(2));
      expect(boxValues()).toEqual(['1', '', '', '']);
    });
  });

  describe('when the whole code is pasted', () => {
    it('fills every box and verifies it', async () => {
      const { user, verify } = renderEntry();
      await user.click(box(3));
      await user.paste('٩٨٧٦');
      expect(boxValues()).toEqual(['9', '8', '7', '6']);
      expect(verify).toHaveBeenCalledWith('9876');
    });
  });

  describe('when Verify is pressed too early', () => {
    it('says the code has 4 digits, on the boxes', async () => {
      const { user, verify } = renderEntry();
      await user.click(box(1));
      await user.keyboard('12');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByText('OTP must be 4 digits')).toBeTruthy();
      expect(box(1).getAttribute('aria-invalid')).toBe('true');
      expect(verify).not.toHaveBeenCalled();
    });
  });

  describe('when the server refuses the code', () => {
    it("says 'Invalid OTP' in place and empties the boxes for another try", async () => {
      const verify = vi.fn(async () => {
        throw new ApiError({ status: 422, messages: ['Invalid OTP'], code: 'otp', aborted: false });
      });
      const { user } = renderEntry({ verify });
      await user.click(box(1));
      await user.paste('1111');
      expect(await screen.findByText('Invalid OTP')).toBeTruthy();
      expect(boxValues()).toEqual(['', '', '', '']);
      expect(document.activeElement).toBe(box(1));
    });
  });

  describe('given a way to ask for a new code', () => {
    it('waits out the countdown before Resend code can be pressed', () => {
      renderEntry({ resend: vi.fn(async () => {}) });
      expect(
        (screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled,
      ).toBe(true);
      expect(screen.getByText(/You can resend the code in \d+ seconds/)).toBeTruthy();
    });

    it('asks for a new code and says it is on its way', async () => {
      const resend = vi.fn(async () => {});
      const { user } = renderEntry({ resend, resendWaitSeconds: 0 });
      await user.click(screen.getByRole('button', { name: 'Resend code' }));
      expect(resend).toHaveBeenCalledOnce();
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe('A new code is on its way'),
      );
    });
  });
});
