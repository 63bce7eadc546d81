import { describe, expect, it } from 'vitest';
import { type HelpFacts, type HelpQuestion, helpQuestions } from './helpQuestions';

const ALL_POLICIES = [
  '/terms-and-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/cancellation-policy',
  '/shipping-policy',
];

const facts = (changes: Partial<HelpFacts> = {}): HelpFacts => ({
  signedIn: false,
  guestCheckout: true,
  freeDeliveryOver: 500,
  codMaxOrderAmount: 1000,
  wallet: true,
  loyaltyPoints: true,
  pointsPerMoney: 10,
  minimumPoints: 200,
  policyPaths: ALL_POLICIES,
  ...changes,
});

const byId = (questions: HelpQuestion[], id: string) =>
  questions.find((question) => question.id === id);
const answerKeys = (question: HelpQuestion | undefined) => question?.answer.map((text) => text.key);

describe('given a shop with every feature on', () => {
  it('answers the eight questions, guest orders first', () => {
    expect(helpQuestions(facts()).map((question) => question.id)).toEqual([
      'guest',
      'track',
      'payment',
      'cancel',
      'refund',
      'delivery',
      'loyalty-points',
      'wallet',
    ]);
  });

  it('names the shop’s amounts for the answers to write in its currency', () => {
    const questions = helpQuestions(facts({ freeDeliveryOver: 350, codMaxOrderAmount: 2000 }));
    expect(byId(questions, 'payment')?.answer[0]?.values).toEqual({ amount: { money: 2000 } });
    expect(byId(questions, 'delivery')?.answer[1]?.values).toEqual({ amount: { money: 350 } });
    expect(byId(questions, 'loyalty-points')?.answer[1]?.values).toEqual({
      points: 10,
      amount: { money: 1 },
    });
    expect(byId(questions, 'loyalty-points')?.answer[2]?.values).toEqual({ minimum: 200 });
  });

  it('leads each policy question to its page', () => {
    const questions = helpQuestions(facts());
    expect(byId(questions, 'cancel')?.link?.path).toBe('/cancellation-policy');
    expect(byId(questions, 'refund')?.link?.path).toBe('/refund-policy');
    expect(byId(questions, 'delivery')?.link?.path).toBe('/shipping-policy');
  });
});

describe('given a visitor and a customer', () => {
  it('sends the visitor to Track Order, the customer to My Orders', () => {
    expect(byId(helpQuestions(facts()), 'track')?.link?.path).toBe('/track-order');
    expect(byId(helpQuestions(facts({ signedIn: true })), 'track')?.link?.path).toBe(
      '/profile?page=my-orders',
    );
  });

  it('leads only the customer to their wallet and points', () => {
    const visitor = helpQuestions(facts());
    expect(byId(visitor, 'wallet')?.link).toBeUndefined();
    const customer = helpQuestions(facts({ signedIn: true }));
    expect(byId(customer, 'wallet')?.link?.path).toBe('/profile?page=wallet');
    expect(byId(customer, 'loyalty-points')?.link?.path).toBe('/profile?page=loyalty-points');
  });
});

describe('given a shop that takes no guest orders', () => {
  it('says orders need an account and offers the visitor sign-up', () => {
    const guest = byId(helpQuestions(facts({ guestCheckout: false })), 'guest');
    expect(answerKeys(guest)).toEqual([
      'This shop takes orders from customers with an account. Signing up takes a minute: your name, your phone number and a password.',
    ]);
    expect(guest?.link?.path).toBe('/auth/sign-up');
  });
});

describe('given a shop without the wallet, loyalty points or free delivery', () => {
  const questions = helpQuestions(
    facts({ wallet: false, loyaltyPoints: false, freeDeliveryOver: null }),
  );

  it('asks nothing of the wallet or the points', () => {
    expect(byId(questions, 'wallet')).toBeUndefined();
    expect(byId(questions, 'loyalty-points')).toBeUndefined();
  });

  it('promises neither wallet payments, refunds to the wallet nor free delivery', () => {
    expect(answerKeys(byId(questions, 'payment'))).toHaveLength(1);
    expect(answerKeys(byId(questions, 'cancel'))).toHaveLength(1);
    expect(answerKeys(byId(questions, 'delivery'))).toHaveLength(1);
  });
});

describe('given a shop that names no rate for its points', () => {
  it('says how points are earned and converted, not what they are worth', () => {
    const points = byId(helpQuestions(facts({ pointsPerMoney: null })), 'loyalty-points');
    expect(points?.answer.some((text) => 'points' in (text.values ?? {}))).toBe(false);
    expect(points?.answer).toHaveLength(2);
  });
});

describe('given a shop that switched its policies off', () => {
  it('links no question to a page it does not publish', () => {
    const questions = helpQuestions(facts({ policyPaths: ['/terms-and-conditions'] }));
    expect(byId(questions, 'cancel')?.link).toBeUndefined();
    expect(byId(questions, 'refund')?.link).toBeUndefined();
    expect(byId(questions, 'delivery')?.link).toBeUndefined();
  });
});
