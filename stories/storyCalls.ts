/*
 * The loading, empty and failed stories of a page hold one read back from the fake shop and
 * answer it themselves; every other call still goes to the shop, so the rest of the page is real.
 */
import type { ShopStoryOptions } from './shopStory';

/** Picks the calls a story answers itself, by the request's path. */
export type CallPicker = (path: string) => boolean;

/** A fetch in front of the shop's, as `ShopStoryOptions.wrapFetch` takes it. */
type FetchWrapper = NonNullable<ShopStoryOptions['wrapFetch']>;

const pathOf = (input: RequestInfo | URL) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://story.test').pathname;

const takeOver =
  (picks: CallPicker, answer: () => Promise<Response>): FetchWrapper =>
  (shopFetch) =>
  (input, init) =>
    picks(pathOf(input)) ? answer() : shopFetch(input, init);

/** The picked calls never answer, so the page stays on its stand-ins. */
export const callsNeverAnswer = (picks: CallPicker): FetchWrapper =>
  takeOver(picks, () => new Promise<Response>(() => undefined));

/** The picked calls answer `reply` (an empty list, for the empty state). */
export const callsAnswer = (picks: CallPicker, reply: unknown): FetchWrapper =>
  takeOver(picks, () => Promise.resolve(Response.json(reply)));

/** The picked calls always fail, so Try again fails too. */
export const callsFail = (picks: CallPicker): FetchWrapper =>
  takeOver(picks, () =>
    Promise.resolve(
      Response.json(
        { errors: [{ code: 'story', message: 'Internal server error' }] },
        { status: 500 },
      ),
    ),
  );
