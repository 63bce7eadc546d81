import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_DETAIL_MAX_LENGTH,
  ADDRESS_MAX_LENGTH,
  type AddressFields,
  checkAddress,
  checkAddressDetail,
  checkAddressLine,
  checkAddressLines,
  checkAddressType,
  checkLatitude,
  checkLongitude,
} from './addressRules';

const home: AddressFields = {
  address_type: 'home',
  contact_person_name: 'Mona Adel',
  contact_person_number: '+201001234567',
  latitude: '30.0444',
  longitude: 31.2357,
};

describe('an address', () => {
  it('passes every rule when it is complete', () => {
    expect(checkAddress(home)).toEqual({
      address_type: null,
      contact_person_name: null,
      contact_person_number: null,
      latitude: null,
      longitude: null,
    });
  });

  it('says what is wrong with each field of an empty one', () => {
    expect(
      checkAddress({
        address_type: undefined,
        contact_person_name: ' ',
        contact_person_number: '',
        latitude: '',
        longitude: null,
      }),
    ).toEqual({
      address_type: { key: 'Choose the address type' },
      contact_person_name: { key: 'Contact person name is required' },
      contact_person_number: { key: 'Phone number is required' },
      latitude: { key: 'Location is required' },
      longitude: { key: 'Location is required' },
    });
  });

  it('checks the contact number with the phone rule', () => {
    expect(checkAddress({ ...home, contact_person_number: '01001234567' })).toMatchObject({
      contact_person_number: { key: 'Phone number must not start with 0' },
    });
  });

  it.each(['home', 'office', 'others'])('is of type %s', (type) => {
    expect(checkAddressType(type)).toBeNull();
  });

  it.each(['Home', 'work', 'other', ''])('is not of type %j', (type) => {
    expect(checkAddressType(type)).toEqual({ key: 'Choose the address type' });
  });
});

describe('the location of an address', () => {
  it('accepts every latitude from −90 to 90 and longitude from −180 to 180, as number or text', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          expect(checkLatitude(latitude)).toBeNull();
          expect(checkLongitude(longitude)).toBeNull();
          expect(checkLatitude(latitude.toFixed(6))).toBeNull();
          expect(checkLongitude(longitude.toFixed(6))).toBeNull();
        },
      ),
    );
  });

  it('refuses every coordinate beyond its range', () => {
    fc.assert(
      fc.property(fc.double({ min: 90, max: 1e6, noNaN: true }), fc.boolean(), (beyond, south) => {
        fc.pre(beyond > 90);
        const latitude = south ? -beyond : beyond;
        expect(checkLatitude(latitude)).toEqual({ key: 'Invalid location' });
        expect(checkLongitude(latitude * 2)).toEqual({ key: 'Invalid location' });
      }),
    );
  });

  it.each(['north', '30,04', '1e3', Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %j as a coordinate',
    (value) => {
      expect(checkLatitude(value)).toEqual({ key: 'Invalid location' });
    },
  );
});

describe('the written parts of an address', () => {
  it('pass with an address line alone', () => {
    expect(checkAddressLines({ address: '12 Tahrir Square' })).toEqual({
      address: null,
      road: null,
      house: null,
      floor: null,
    });
  });

  it('require the address line', () => {
    expect(checkAddressLine('   ')).toEqual({ key: 'Delivery address is required' });
  });

  it('count characters, not UTF-16 units, against the limits', () => {
    expect(checkAddressLine('😀'.repeat(ADDRESS_MAX_LENGTH))).toBeNull();
    expect(checkAddressLine('a'.repeat(ADDRESS_MAX_LENGTH + 1))).toEqual({
      key: '{field} is too long',
      values: { field: 'address' },
    });
  });

  it('refuse a road, house or floor over the limit, naming the field', () => {
    const long = 'x'.repeat(ADDRESS_DETAIL_MAX_LENGTH + 1);
    expect(checkAddressLines({ address: 'Here', road: long, house: null, floor: '3' })).toEqual({
      address: null,
      road: { key: '{field} is too long', values: { field: 'road' } },
      house: null,
      floor: null,
    });
    expect(checkAddressDetail('floor', 'x'.repeat(ADDRESS_DETAIL_MAX_LENGTH))).toBeNull();
  });
});
