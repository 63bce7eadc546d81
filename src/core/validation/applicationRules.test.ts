import { describe, expect, it } from 'vitest';
import {
  checkEarningType,
  checkIdentityImages,
  checkIdentityNumber,
  checkIdentityType,
  checkModuleChosen,
  checkStoreAddress,
  checkStoreName,
  checkVehicle,
  checkZoneChosen,
} from './applicationRules';
import { checkSupportMessage } from './supportRules';

describe('given a store application', () => {
  it('needs a store name of at most 150 characters, counted as a person counts them', () => {
    expect(checkStoreName('مخبز منى')).toBeNull();
    expect(checkStoreName('  ')).toEqual({ key: 'Store name is required' });
    expect(checkStoreName('😀'.repeat(150))).toBeNull();
    expect(checkStoreName('a'.repeat(151))).toEqual({
      key: 'Store name must be at most {max} characters',
      values: { max: 150 },
    });
  });

  it('needs an address of at most 500 characters', () => {
    expect(checkStoreAddress('12 Nile Street')).toBeNull();
    expect(checkStoreAddress('')).toEqual({ key: 'Store address is required' });
    expect(checkStoreAddress('a'.repeat(501))?.key).toBe(
      'Store address must be at most {max} characters',
    );
  });

  it('needs a zone and a module chosen', () => {
    expect(checkZoneChosen(1)).toBeNull();
    expect(checkZoneChosen(null)).toEqual({ key: 'Choose a zone' });
    expect(checkModuleChosen(2)).toBeNull();
    expect(checkModuleChosen(null)).toEqual({ key: 'Choose a business module' });
  });
});

describe('given a delivery-man registration', () => {
  it('takes the three identity documents of 6amMart only', () => {
    for (const type of ['passport', 'driving_license', 'nid']) {
      expect(checkIdentityType(type)).toBeNull();
    }
    expect(checkIdentityType('library_card')).toEqual({ key: 'Choose an identity type' });
  });

  it('needs an identity number of letters, digits and dashes', () => {
    expect(checkIdentityNumber('29801011234567')).toBeNull();
    expect(checkIdentityNumber('A-12345')).toBeNull();
    expect(checkIdentityNumber(' ')).toEqual({ key: 'Identity number is required' });
    expect(checkIdentityNumber('12 34')).toEqual({ key: 'Identity number is invalid' });
    expect(checkIdentityNumber('1234')).toEqual({ key: 'Identity number is invalid' });
  });

  it('needs one or two identity images', () => {
    expect(checkIdentityImages(0)).toEqual({ key: 'Add a picture of your identity document' });
    expect(checkIdentityImages(1)).toBeNull();
    expect(checkIdentityImages(2)).toBeNull();
    expect(checkIdentityImages(3)).toEqual({
      key: 'At most {max} identity images',
      values: { max: 2 },
    });
  });

  it('needs a vehicle of the list and an earning type', () => {
    expect(checkVehicle(2)).toBeNull();
    expect(checkVehicle(9)).toEqual({ key: 'Choose a vehicle type' });
    expect(checkVehicle(null)).toEqual({ key: 'Choose a vehicle type' });
    expect(checkEarningType(0)).toBeNull();
    expect(checkEarningType(1)).toBeNull();
    expect(checkEarningType(null)).toEqual({ key: 'Choose how you want to earn' });
  });
});

describe('given a message to support', () => {
  it('needs text or a picture, at most 1,000 characters and 3 pictures', () => {
    expect(checkSupportMessage('Hello', 0)).toBeNull();
    expect(checkSupportMessage('', 1)).toBeNull();
    expect(checkSupportMessage('  ', 0)).toEqual({ key: 'Write a message or attach a picture' });
    expect(checkSupportMessage('a'.repeat(1001), 0)).toEqual({
      key: 'A message can be at most {max} characters',
      values: { max: 1000 },
    });
    expect(checkSupportMessage('Hello', 4)).toEqual({
      key: 'Maximum 3 images can be send at a time.',
    });
  });
});
