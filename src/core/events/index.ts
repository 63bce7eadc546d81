export { cartSnapshot, cartSnapshotOf, lineSnapshot, shopDigits } from './cartSnapshot';
export { bindPageEvents, reportPageError } from './pageEvents';
export * from './souqEvents';
