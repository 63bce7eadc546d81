import { useSignals } from '@preact/signals-react/runtime';
import { useSouq } from '../../src/ui/souq';
import { type HelpQuestion, helpQuestions } from './helpQuestions';

/** The frequent questions answered for this shop and shopper, following both as they change. */
export function useHelpQuestions(): HelpQuestion[] {
  useSignals();
  const { shop, session, checkout } = useSouq();
  const features = shop.features.value;
  const rewards = shop.rewards.value;
  return helpQuestions({
    signedIn: session.isLoggedIn.value,
    guestCheckout: shop.guestCheckoutAllowed.value,
    freeDeliveryOver: shop.freeDeliveryOver.value,
    codMaxOrderAmount: checkout.settings.value.codMaxOrderAmount,
    wallet: features.wallet,
    loyaltyPoints: features.loyaltyPoints,
    pointsPerMoney: rewards.pointsPerMoney,
    minimumPoints: rewards.minimumPoints,
    policyPaths: shop.policyPages.value.map((page) => page.path),
  });
}
