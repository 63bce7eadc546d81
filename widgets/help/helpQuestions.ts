/*
 * The help page's frequent questions, answered for this shop: what its configuration allows
 * (guest checkout, the wallet, loyalty points), what it charges (the cash-on-delivery cap, the
 * free-delivery threshold, the points' rate) and where the shopper goes next. Pure, so the answers
 * can be checked against the configuration without rendering.
 */
import { profilePath, SIGN_UP_PATH, TRACK_ORDER_PATH } from '../../src/core/catalog';
import type { MessageKey } from '../../src/core/i18n';

/** An amount of money, which the page writes in the shop's currency. */
export interface Money {
  money: number;
}

/** One paragraph of an answer: its message and the values it interpolates. */
export interface HelpText {
  key: MessageKey;
  values?: Readonly<Record<string, number | Money>>;
}

/** Where an answer leads: a storefront route and its label. */
export interface HelpLink {
  label: MessageKey;
  path: string;
}

/** A frequent question with its answer. */
export interface HelpQuestion {
  /** Stable across languages and configurations (a key, an anchor). */
  id: string;
  question: MessageKey;
  answer: readonly HelpText[];
  link?: HelpLink;
}

/** What the answers depend on: the shop's configuration and the shopper. */
export interface HelpFacts {
  signedIn: boolean;
  guestCheckout: boolean;
  /** The subtotal from which delivery is free, or null when the shop has no such offer. */
  freeDeliveryOver: number | null;
  /** The most an order may leave to pay in cash. */
  codMaxOrderAmount: number;
  wallet: boolean;
  loyaltyPoints: boolean;
  /** How many points make one unit of money, or null when the shop has not said. */
  pointsPerMoney: number | null;
  /** The fewest points converted at once. */
  minimumPoints: number;
  /** The storefront paths of the policy pages the shop publishes. */
  policyPaths: readonly string[];
}

const say = (key: MessageKey, values?: HelpText['values']): HelpText =>
  values === undefined ? { key } : { key, values };

/** The link to a policy page, when the shop publishes it. */
function policyLink(facts: HelpFacts, label: MessageKey, path: string): HelpLink | undefined {
  return facts.policyPaths.includes(path) ? { label, path } : undefined;
}

const withLink = (question: Omit<HelpQuestion, 'link'>, link: HelpLink | undefined) =>
  link === undefined ? question : { ...question, link };

/** The questions a shopper of this shop asks most, in the order they tend to ask them. */
export function helpQuestions(facts: HelpFacts): HelpQuestion[] {
  const questions: HelpQuestion[] = [
    facts.guestCheckout
      ? withLink(
          {
            id: 'guest',
            question: 'Can I order without an account?',
            answer: [
              say(
                'Yes. Put what you need in your cart and choose Checkout as Guest: you give your name, phone number and address, and no password. Keep your order ID to follow your order.',
              ),
            ],
          },
          facts.signedIn ? undefined : { label: 'Track Order', path: TRACK_ORDER_PATH },
        )
      : withLink(
          {
            id: 'guest',
            question: 'Can I order without an account?',
            answer: [
              say(
                'This shop takes orders from customers with an account. Signing up takes a minute: your name, your phone number and a password.',
              ),
            ],
          },
          facts.signedIn ? undefined : { label: 'Sign Up', path: SIGN_UP_PATH },
        ),
    {
      id: 'track',
      question: 'How do I track my order?',
      answer: [
        say(
          'Customers find every order in My Orders, with each step from order placed to delivered.',
        ),
        say(
          'Guests open Track Order and enter the order ID and the phone number they ordered with.',
        ),
      ],
      link: facts.signedIn
        ? { label: 'My Orders', path: profilePath('my-orders') }
        : { label: 'Track Order', path: TRACK_ORDER_PATH },
    },
    {
      id: 'payment',
      question: 'How can I pay?',
      answer: [
        say(
          'Pay in cash when your order arrives, for orders up to {amount}, or online on the shop’s payment page at checkout.',
          { amount: { money: facts.codMaxOrderAmount } },
        ),
        ...(facts.wallet
          ? [say('Customers can also pay from their wallet, for all of an order or a part of it.')]
          : []),
      ],
    },
    withLink(
      {
        id: 'cancel',
        question: 'Can I cancel an order?',
        answer: [
          say(
            'Yes, while it is pending or confirmed, before the store starts preparing it: open the order and choose Cancel order. Once the store is preparing it, contact us and we will do our best to help.',
          ),
          ...(facts.wallet
            ? [
                say(
                  'Whatever a customer paid for a cancelled order goes back to their wallet at once.',
                ),
              ]
            : []),
        ],
      },
      policyLink(facts, 'Cancellation Policy', '/cancellation-policy'),
    ),
    withLink(
      {
        id: 'refund',
        question: 'How do I get a refund?',
        answer: [
          say(
            'If an order you placed with your account arrives with a problem, open it in My Orders and choose Request a refund: pick a reason, add a note and up to 3 photos. We review your request and show the outcome on the order.',
          ),
        ],
      },
      policyLink(facts, 'Refund Policy', '/refund-policy'),
    ),
    withLink(
      {
        id: 'delivery',
        question: 'How much does delivery cost?',
        answer: [
          say(
            'The fee depends on how far the store is from you, within your zone’s minimum and maximum, and you see it at checkout before you pay.',
          ),
          ...(facts.freeDeliveryOver === null
            ? []
            : [
                say('Orders of {amount} or more are delivered free.', {
                  amount: { money: facts.freeDeliveryOver },
                }),
              ]),
        ],
      },
      policyLink(facts, 'Shipping Policy', '/shipping-policy'),
    ),
  ];
  if (facts.loyaltyPoints) {
    questions.push(
      withLink(
        {
          id: 'loyalty-points',
          question: 'How do loyalty points work?',
          answer: [
            say('Every delivered order earns customers loyalty points.'),
            ...(facts.pointsPerMoney === null
              ? []
              : [
                  say(
                    '{points, plural, one {# point is} other {# points are}} worth {amount} in your wallet.',
                    {
                      points: facts.pointsPerMoney,
                      amount: { money: 1 },
                    },
                  ),
                ]),
            say(
              'Convert them into wallet money from Loyalty Points in your profile once you have {minimum, plural, one {# point} other {# points}} or more.',
              { minimum: facts.minimumPoints },
            ),
          ],
        },
        facts.signedIn
          ? { label: 'Loyalty Points', path: profilePath('loyalty-points') }
          : undefined,
      ),
    );
  }
  if (facts.wallet) {
    questions.push(
      withLink(
        {
          id: 'wallet',
          question: 'What is the wallet?',
          answer: [
            say(
              'Your wallet keeps your money in the shop: refunds, cancelled orders you had paid for, converted loyalty points and top-ups. Pay for your orders with it at checkout.',
            ),
          ],
        },
        facts.signedIn ? { label: 'Wallet', path: profilePath('wallet') } : undefined,
      ),
    );
  }
  return questions;
}
