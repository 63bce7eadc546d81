// @vitest-environment node
import { runApiContract } from '../../tests/contract/runApiContract';
import { startContractServer } from './testing/contractServer';

runApiContract('the demo server', startContractServer);
