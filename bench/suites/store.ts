import { createStore } from '../../src/core/store';
import { createMemoryStorage } from '../../src/core/store/memoryStorage';
import type { BenchFigure } from '../figure';
import { round, timePerCall } from '../measure';

const CART_LINES = 100;

/** A returning visitor's storage: token, language, theme and a 100-line cart. */
function returningVisitor() {
  const cartList = Array.from({ length: CART_LINES }, (_, index) => ({
    id: index + 1,
    name: `Item ${index + 1}`,
    image: 'item.png',
    price: 2 + index * 0.5,
    quantity: 1 + (index % 4),
  }));
  return createMemoryStorage({
    token: 'token',
    theme: 'dark',
    'souq:v1:language': '"en"',
    'souq:v1:cart': JSON.stringify({ cartList, type: 'regular', walletAmount: 0 }),
  });
}

/** Times creating the store over saved state: every slice read, parsed and validated. */
export async function run(): Promise<BenchFigure[]> {
  const storage = returningVisitor();
  const plan = { warmUpCalls: 200, batches: 100, callsPerBatch: 20 };
  const { median, p95 } = timePerCall(() => {
    const store = createStore({ storage });
    const lines = store.cart.value.cartList.length;
    store.persistence.dispose();
    return lines;
  }, plan);
  const note = `${CART_LINES}-line cart plus token, language and theme; ${plan.batches} batches × ${plan.callsPerBatch}`;
  return [
    { name: 'store rehydration, median', value: round(median, 1), unit: 'µs', note },
    { name: 'store rehydration, p95', value: round(p95, 1), unit: 'µs', note },
  ];
}
