import type { Transaction } from '../db/database';
import { offlinePaymentMethods } from '../db/orderSchema';

/*
 * The shop's two offline payment methods: a bank transfer and a mobile wallet, each with the
 * details the shop shows and the fields the shopper fills in (spec §3, 6amMart's shape).
 */

/** The seeded offline payment methods. */
export const OFFLINE_PAYMENT_METHODS: (typeof offlinePaymentMethods.$inferInsert)[] = [
  {
    methodName: { en: 'Bank transfer', ar: 'تحويل بنكي' },
    methodFields: [
      { input_name: 'bank_name', input_data: 'Nile Demo Bank' },
      { input_name: 'account_number', input_data: 'EG38 0019 0005 0000 0000 2631 8000 2' },
    ],
    methodInformations: [
      {
        customer_input: 'transaction_reference',
        customer_placeholder: { en: 'Transfer reference', ar: 'مرجع التحويل' },
        is_required: true,
      },
      {
        customer_input: 'account_holder',
        customer_placeholder: { en: 'Name on the account', ar: 'اسم صاحب الحساب' },
        is_required: false,
      },
    ],
  },
  {
    methodName: { en: 'Mobile wallet', ar: 'محفظة الهاتف' },
    methodFields: [{ input_name: 'wallet_number', input_data: '+20 100 000 0000' }],
    methodInformations: [
      {
        customer_input: 'sender_number',
        customer_placeholder: { en: 'Number you paid from', ar: 'الرقم الذي دفعت منه' },
        is_required: true,
      },
    ],
  },
];

/** Writes the offline payment methods in the seed's transaction. */
export async function insertOfflinePaymentMethods(tx: Transaction): Promise<void> {
  await tx.insert(offlinePaymentMethods).values(OFFLINE_PAYMENT_METHODS);
}
