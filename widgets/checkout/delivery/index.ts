export { DeliveryStep } from './DeliveryStep';
export {
  type DeliveryChoice,
  type DeliveryDraft,
  type DeliveryStepHandle,
  type DeliveryStepProps,
  EMPTY_DELIVERY_DRAFT,
} from './deliveryTypes';
