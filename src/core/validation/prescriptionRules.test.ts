import { describe, expect, it } from 'vitest';
import { checkPrescriptionImages, PRESCRIPTION_MAX_IMAGES } from './prescriptionRules';

describe('given the images of a prescription order', () => {
  it('asks for one when there is none', () => {
    expect(checkPrescriptionImages(0)).toEqual({ key: 'Please upload your prescription' });
  });

  it('takes one to three', () => {
    for (let count = 1; count <= PRESCRIPTION_MAX_IMAGES; count += 1) {
      expect(checkPrescriptionImages(count)).toBeNull();
    }
  });

  it('refuses a fourth with the spec’s message', () => {
    expect(checkPrescriptionImages(4)).toEqual({ key: 'Maximum 3 images can be send at a time.' });
  });
});
