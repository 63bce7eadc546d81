import { startFakeShopBackend } from '../../../tests/contract/fakeShopBackend';
import { runApiContract } from '../../../tests/contract/runApiContract';

runApiContract('the fake shop', startFakeShopBackend);
