export {
  ITEM_ROW_ELEMENTS,
  ItemRow,
  type ItemRowElement,
  type ItemRowLayout,
  type ItemRowProps,
  type ItemRowSize,
} from './ItemRow';
