/*
 * Saved addresses for the tests and stories of the delivery step and the addresses page: the fake
 * shop starts with none, so these are saved through its own address/add before the page's first
 * request.
 */

/** Two addresses the customer saved before the page opened; the office is the newer. */
export const SAVED_ADDRESS_BODIES = [
  {
    address_type: 'home',
    contact_person_name: 'Mona Adel',
    contact_person_number: '+201012345678',
    address: '12 Nile Street, Garden City',
    latitude: '30.04',
    longitude: '31.23',
    house: '12',
    floor: '3',
  },
  {
    address_type: 'office',
    contact_person_name: 'Omar Said',
    contact_person_number: '+201098765432',
    address: '5 Tahrir Square',
    latitude: '30.0444',
    longitude: '31.2357',
  },
] as const;

type Fetch = typeof globalThis.fetch;

/** A fake shop's fetch whose customer has saved `SAVED_ADDRESS_BODIES`; every call waits for it. */
export function withSavedAddresses(shopFetch: Fetch): Fetch {
  const saving = (async () => {
    for (const address of SAVED_ADDRESS_BODIES) {
      await shopFetch('http://shop.test/api/v1/customer/address/add', {
        method: 'POST',
        // The fake shop's one customer answers to any bearer token.
        headers: { authorization: 'Bearer seed', 'content-type': 'application/json' },
        body: JSON.stringify(address),
      });
    }
  })();
  return async (input, init) => {
    await saving;
    return shopFetch(input, init);
  };
}
