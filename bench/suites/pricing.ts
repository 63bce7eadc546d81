import type { CartItem } from '../../src/core/api/wire';
import { type OrderTotalsInput, orderTotals } from '../../src/core/pricing';
import type { BenchFigure } from '../figure';
import { round, timePerCall } from '../measure';

const LINES = 200;

// A varied cart so every discount branch and the variation lookup are exercised.
function benchCart(): CartItem[] {
  return Array.from({ length: LINES }, (_, index) => ({
    id: index + 1,
    name: `Item ${index + 1}`,
    image: 'item.png',
    price: 3.5 + (index % 37) * 1.25,
    quantity: 1 + (index % 5),
    discount: index % 4 === 0 ? 0 : 5 + (index % 3),
    discount_type: index % 2 === 0 ? 'percent' : 'amount',
    store_discount: index % 10 === 0 ? 7.5 : 0,
    ...(index % 3 === 0 ? { selectedOption: [{ type: 'Large', price: 9.99, stock: 20 }] } : {}),
  }));
}

const input: OrderTotalsInput = {
  items: benchCart(),
  coupon: {
    coupon_type: 'zone_wise',
    discount_type: 'percent',
    discount: 12,
    max_discount: 150,
    min_purchase: 50,
    data: '[1,2,3]',
  },
  zoneId: 2,
  additionalCharge: 4.5,
  delivery: {
    distanceKm: 7.3,
    zone: {
      per_km_shipping_charge: 1.75,
      minimum_shipping_charge: 10,
      maximum_shipping_charge: 60,
      increased_delivery_fee: 10,
      increased_delivery_fee_status: 1,
    },
  },
  freeDeliveryOver: 100_000,
  taxPercent: 14,
  taxIncluded: 0,
  walletBalance: 250,
};

const PLAN = { warmUpCalls: 2_000, batches: 200, callsPerBatch: 50 };

/** Times `orderTotals` on a 200-line cart: median and p95 per call over batches of calls. */
export async function run(): Promise<BenchFigure[]> {
  const { median, p95 } = timePerCall(() => orderTotals(input).total, PLAN);
  const note = `${LINES}-line cart; per-call time of ${PLAN.batches} batches × ${PLAN.callsPerBatch} calls, after ${PLAN.warmUpCalls} warm-up calls`;
  return [
    { name: 'orderTotals, 200-line cart, median', value: round(median, 2), unit: 'µs', note },
    { name: 'orderTotals, 200-line cart, p95', value: round(p95, 2), unit: 'µs', note },
  ];
}
