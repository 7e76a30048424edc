// The products' derived columns (decision 0046): the price range, whether anything is in stock
// and the words search reads are worked out from the variations, the listing's price, the brand
// and the category in one statement, run inside the transaction of every change that moves
// them, so a product's row never disagrees with its variations. Orders (issue 25) decrementing
// stock call it in theirs.
import type { Db } from '@sahyog/db';
import { type SQL, sql } from 'drizzle-orm';

export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Recomputes min/max price, in_stock and search_text of the products `where` selects, and adds
 * their words to shop_search_words (a
 * condition on the alias `p`). A listing is priced by its own price (none when on request) and
 * is always available; products and packages by their variations.
 */
export async function refreshDerived(tx: Tx, where: SQL): Promise<void> {
  await tx.execute(sql`
    update products p set
      min_price_paise = case when p.kind = 'listing' then p.listing_price_paise
        else (select min(v.price_paise) from product_variants v where v.product_id = p.id) end,
      max_price_paise = case when p.kind = 'listing' then p.listing_price_paise
        else (select max(v.price_paise) from product_variants v where v.product_id = p.id) end,
      in_stock = case when p.kind = 'listing' then true
        else exists (select 1 from product_variants v where v.product_id = p.id and v.stock > 0) end,
      search_text = concat_ws(' ',
        p.title,
        array_to_string(p.tags, ' '),
        (select b.name from brands b where b.id = p.brand_id),
        (select concat_ws(' ', c.name, c.name_hi, pc.name, pc.name_hi)
           from shop_categories c left join shop_categories pc on pc.id = c.parent_id
          where c.id = p.category_id))
    where ${where}`);
  // The words misspellings are corrected against (shop.ts, decision 0047) grow with the catalogue.
  await tx.execute(sql`
    insert into shop_search_words (word)
    select distinct w from products p, regexp_split_to_table(lower(p.search_text), '[[:space:][:punct:]]+') w
    where (${where}) and length(w) between 3 and 40 and w !~ '[0-9]'
    on conflict do nothing`);
}

/** One product's derived columns. */
export const refreshProduct = (tx: Tx, productId: number) => refreshDerived(tx, sql`p.id = ${productId}`);
