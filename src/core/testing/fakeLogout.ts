/*
 * The fake shop's logout: the demo server's POST /api/v1/customer/logout (demo-site/server/
 * routes/account/sessionRoutes.ts). The fake has one customer session, so revoking the token ends
 * it; the reply is the same with a live token, a dead one or none, as on the server.
 */
import type { MessageReply } from '../api/wire';
import { type FakeRequest, translate } from './fakeHttp';

/** The logout handler; `revoke` ends the fake's customer session. */
export function fakeLogout(revoke: () => void): (request: FakeRequest) => MessageReply {
  return ({ token, language }) => {
    if (token !== null) revoke();
    return { message: translate(language, 'Logout successful.') };
  };
}
