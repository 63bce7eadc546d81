import { useSignals } from '@preact/signals-react/runtime';
import type { Item } from '../../src/core/api/wire';
import { itemImageSrc, productPath } from '../../src/core/catalog';
import { unitPrice } from '../../src/core/pricing';
import { Img } from '../../src/ui/Img';
import { Price } from '../../src/ui/Price';
import { useSouq } from '../../src/ui/souq';
import { AddToCart } from '../../widgets/add-to-cart';
import { WishlistButton } from '../../widgets/wishlist-button';
import * as styles from './shell.css';

const IMAGE_SIZE = 240;

/** A product in a grid: picture, name linking to its page, price, wishlist heart, add to cart. */
export function ProductCard({ item }: { item: Item }) {
  useSignals();
  const { store } = useSouq();
  const config = store.config.value.configData;
  return (
    <li className={styles.productCard}>
      <Img
        src={itemImageSrc(item.image, config?.base_urls)}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        className={styles.productImage}
      />
      <a className={styles.productName} href={productPath(item)}>
        {item.name}
      </a>
      <Price amount={unitPrice(item, config?.digit_after_decimal_point)} original={item.price} />
      <div className={styles.productWish}>
        <WishlistButton itemId={item.id} item={item} />
      </div>
      <div className={styles.productActions}>
        <AddToCart itemId={item.id} />
      </div>
    </li>
  );
}
