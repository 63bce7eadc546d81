import { describe, expect, it } from 'vitest';
import { supportContacts } from './supportContacts';

describe('given the shop’s help-and-support contacts in its config', () => {
  it('links the e-mail and the phone and places the office on the map', () => {
    expect(
      supportContacts({
        email: 'support@souq.example',
        phone: '+20 2 2345 6789',
        address: '12 شارع طلعت حرب، القاهرة',
        default_location: { lat: '30.0478', lng: 31.2394 },
      }),
    ).toEqual({
      address: '12 شارع طلعت حرب، القاهرة',
      email: { text: 'support@souq.example', href: 'mailto:support@souq.example' },
      phone: { text: '+20 2 2345 6789', href: 'tel:+20223456789' },
      location: { lat: 30.0478, lng: 31.2394 },
    });
  });

  it('leaves out an e-mail or a phone that cannot be reached rather than linking it', () => {
    const contacts = supportContacts({ email: 'not an address', phone: 'call us' });
    expect(contacts.email).toBeNull();
    expect(contacts.phone).toBeNull();
  });

  it('shows nothing for a shop that gives no contacts, or before the config arrives', () => {
    const none = { address: null, email: null, phone: null, location: null };
    expect(supportContacts({ address: '  ' })).toEqual(none);
    expect(supportContacts(null)).toEqual(none);
  });

  it('leaves a location off the map when it is not a point on Earth', () => {
    expect(supportContacts({ default_location: { lat: 120, lng: 31 } }).location).toBeNull();
    expect(supportContacts({ default_location: { lat: 'x', lng: 31 } }).location).toBeNull();
  });
});
