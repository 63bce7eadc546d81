import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { FlashSaleItem, FlashSaleItemPage } from '../../src/core/api/wire';
import { primeItems } from '../../src/core/catalog';
import { useSouq } from '../../src/ui/souq';

/** How many of a sale's items one page brings (spec §7's default page size). */
export const SALE_PAGE_SIZE = 10;

/** A sale's items read so far, and how to read more. */
export interface SaleItems {
  items: readonly FlashSaleItem[];
  /** How many items the sale has in all; null before the first page arrives. */
  total: number | null;
  /** What the last read is doing: under way, failed, or done. */
  status: 'loading' | 'error' | 'ready';
  /** Whether pages remain to be read. */
  hasMore: boolean;
  /** Reads the next page (or again the one that failed); ignored while a read is under way. */
  loadMore: () => void;
}

interface Progress {
  /** The sale and language these pages belong to. */
  owner: string;
  pages: readonly (readonly FlashSaleItem[])[];
  total: number | null;
  status: SaleItems['status'];
}

/**
 * The items of a flash sale, page by page (1, 2, …) through the query cache, so coming back to
 * the page shows what was read at once. A change of sale or language starts again at page 1.
 */
export function useSaleItems(saleId: number): SaleItems {
  useSignals();
  const { api, cache, locale } = useSouq();
  const language = locale.language.value;
  const owner = `${saleId}|${language}`;
  const [progress, setProgress] = useState<Progress>({
    owner,
    pages: [],
    total: null,
    status: 'loading',
  });
  // The owner whose reply may still land; a reply for an earlier sale or language is dropped.
  const current = useRef(owner);
  current.current = owner;
  const mine = progress.owner === owner ? progress : null;

  const read = (page: number) => {
    setProgress((before) => ({
      ...(before.owner === owner ? before : { owner, pages: [], total: null }),
      status: 'loading',
    }));
    const key = ['flash-sale-items', saleId, SALE_PAGE_SIZE, page, language];
    cache
      .fetch(key, async (): Promise<FlashSaleItemPage> => {
        // Silent: the page says what went wrong where the shopper is looking.
        const reply = await api.getFlashSaleItems(
          saleId,
          { limit: SALE_PAGE_SIZE, offset: page },
          { silent: true },
        );
        primeItems(cache, reply.products, language);
        return reply;
      })
      .then(
        (reply) => {
          if (current.current !== owner) return;
          setProgress((before) => ({
            owner,
            pages: [...before.pages.slice(0, page - 1), reply.products],
            total: reply.total_size,
            status: 'ready',
          }));
        },
        () => {
          if (current.current !== owner) return;
          setProgress((before) => ({ ...before, status: 'error' }));
        },
      );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the owner stands for the sale and the language; `read` is new each render
  useEffect(() => {
    read(1);
  }, [owner]);

  const pages = mine?.pages ?? [];
  const items = pages.flat();
  const total = mine?.total ?? null;
  const status = mine?.status ?? 'loading';
  // A page shorter than asked for is the last, whatever the total says.
  const lastPage = pages[pages.length - 1];
  const hasMore =
    total !== null &&
    items.length < total &&
    (lastPage === undefined || lastPage.length === SALE_PAGE_SIZE);
  return {
    items,
    total,
    status,
    hasMore,
    loadMore: () => {
      if (status === 'loading') return;
      read(status === 'error' && total === null ? 1 : pages.length + 1);
    },
  };
}
