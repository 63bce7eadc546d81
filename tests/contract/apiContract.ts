/*
 * The API contract: one row per request the kit makes (src/core/api/endpoints.ts) and per way
 * it can be refused, with the status and reply shape both backends must answer with. The suite
 * runs every row against the fake shop (src/core/testing) and the demo server (on PGlite, and on
 * PostgreSQL in CI). An endpoint enters this table when it is built.
 */
import type { ContractRow } from './contractRow';
import { accountRows } from './rows/accountRows';
import { authRows } from './rows/authRows';
import { browseRows } from './rows/browseRows';
import { cartRows } from './rows/cartRows';
import { checkoutRows } from './rows/checkoutRows';
import { catalogRows } from './rows/catalogRows';
import { moduleRows } from './rows/moduleRows';
import { compatibilityRows } from './rows/compatibilityRows';
import { contentRows } from './rows/contentRows';
import { orderPlaceRows } from './rows/orderPlaceRows';
import { orderRows } from './rows/orderRows';
import { profileRows } from './rows/profileRows';
import { promotionRows } from './rows/promotionRows';
import { searchPageRows } from './rows/searchPageRows';
import { shopRows } from './rows/shopRows';
import { storePageRows } from './rows/storePageRows';
import { applicationRows } from './rows/applicationRows';
import { supportRows } from './rows/supportRows';
import { giftRows } from './rows/giftRows';
import { parcelRows } from './rows/parcelRows';
import { placeRows } from './rows/placeRows';
import { prescriptionRows } from './rows/prescriptionRows';

export { type ContractRow, endpointPattern } from './contractRow';

/** Every row of the contract, in the order the suite runs them. */
export const API_CONTRACT: readonly ContractRow[] = [
  ...shopRows,
  ...catalogRows,
  ...moduleRows,
  ...browseRows,
  ...storePageRows,
  ...searchPageRows,
  ...promotionRows,
  ...accountRows,
  ...authRows,
  ...cartRows,
  ...orderRows,
  ...orderPlaceRows,
  ...checkoutRows,
  ...profileRows,
  ...supportRows,
  ...applicationRows,
  ...contentRows,
  ...compatibilityRows,
  ...giftRows,
  ...parcelRows,
  ...placeRows,
  ...prescriptionRows,
];
